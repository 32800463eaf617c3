import type { MikroORM } from '@mikro-orm/core';
import type { Config } from '../../../graph/src/worker-api';
import type { Mailer } from '../adapters/mailer';

/** What every job handler gets: the ORM (fork it per job), the settings, the mailer and a log. */
export interface JobContext {
  orm: MikroORM;
  config: Config;
  mailer: Mailer;
  log: (msg: string) => void;
  now?: () => Date;
}

/** The part of a BullMQ job a handler reads; the id is the outbox event id (the relay's jobId). */
export interface JobLike<D> {
  id?: string;
  name: string;
  data: D;
}
