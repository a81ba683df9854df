import { describeBusContract } from './bus.suite';
import { InProcessBus } from './in-process-bus';

describeBusContract('InProcessBus', async () => new InProcessBus());
