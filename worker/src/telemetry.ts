// The worker process's first import (main.ts): tracing starts before pg, ioredis and BullMQ load (issue 41).
import { startTelemetry } from '@depot/graph/telemetry';

startTelemetry('depot-register-worker');
