import { Controller, Get, HttpStatus, Param } from '@nestjs/common';
import type { JobStatus } from '@seo/contracts';
import { httpError } from '../../http/http-error';
import { JobStatusService } from './job-status.service';

@Controller('status')
export class StatusController {
  constructor(private readonly statuses: JobStatusService) {}

  @Get(':job_id')
  async status(@Param('job_id') jobId: string): Promise<JobStatus> {
    const status = await this.statuses.find(jobId);
    if (!status) throw httpError(HttpStatus.NOT_FOUND, 'job not found');
    return status;
  }
}
