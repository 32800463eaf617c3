import { Entity, Filter, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { tenantFilter } from '../../core/db/base.entity';
import { StoredFileEntity } from '../../core/files/stored-file.entity';
import { Tenant } from '../tenants/tenant.entity';
import { InductionCourse } from './induction.entity';

export type MaterialKind = 'pdf' | 'video';

/**
 * A course's PDF or video (issue 38): at most one of each per course, the file in the material store under
 * `storageKey` (a new id per upload, so a file's URL never changes its content), its SHA-256 the ETag the kiosk caches by.
 */
@Entity({ tableName: 'induction_material' })
@Filter(tenantFilter)
@Unique({ name: 'induction_material_course_kind_uniq', properties: ['course', 'kind'] })
@Index({ name: 'induction_material_tenant_idx', properties: ['tenant'] })
export class InductionMaterial extends StoredFileEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => InductionCourse, { deleteRule: 'cascade' })
  course!: InductionCourse;

  @Property({ type: 'string', length: 8 })
  kind!: MaterialKind;

  @Property({ type: 'string', length: 64 })
  sha256!: string;
}
