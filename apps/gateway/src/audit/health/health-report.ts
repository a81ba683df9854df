import type { Bus } from '@seo/bus';
import type { JsonSchema } from '@seo/contracts';

type Availability = 'up' | 'down';

/** GET /health: 200 when the database and the bus are both up, otherwise 503 with the same body. */
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Availability;
  bus: Availability;
  bus_kind: Bus['kind'];
}

const availability = { enum: ['up', 'down'] };
export const healthReportSchema: JsonSchema = {
  type: 'object',
  required: ['status', 'database', 'bus', 'bus_kind'],
  additionalProperties: false,
  properties: {
    status: { enum: ['ok', 'degraded'] },
    database: availability,
    bus: availability,
    bus_kind: { enum: ['nats', 'in-process'] },
  },
};
