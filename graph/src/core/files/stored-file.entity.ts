import { Property } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';

/**
 * A row that stands for a file of a blob store (core/files/blob-store.ts; issue 38: a partner's or a visitor's
 * document, a course's PDF or video): its key in the store, its sniffed type, its size and the name it is downloaded
 * under. The entities add whose file it is.
 */
export abstract class StoredFileEntity extends BaseEntity {
  @Property({ type: 'string', length: 200 })
  storageKey!: string;

  @Property({ type: 'string', length: 40 })
  mimeType!: string;

  @Property({ type: 'integer' })
  bytes!: number;

  @Property({ type: 'string', length: 200 })
  fileName!: string;
}
