import { feature } from '../../core/feature';

/**
 * The queue screen (issue 41): bull-board over the BullMQ queues for the SuperAdmin, at /admin/queues
 * (queue-screen.ts). No service, entity, resolver, REST row or job: the composition root (app.ts) registers it with
 * the replica's queues and its request authentication.
 */
export const queueScreen = feature({ name: 'queue-screen', services: {} });
