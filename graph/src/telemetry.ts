// The graph process's first import (main.ts): tracing starts before pg, ioredis and http load (issue 41).
import { startTelemetry } from './core/observability/telemetry';

startTelemetry('depot-register-graph');
