// The declaration types of resources/ and schemas/, one file per concern.
export type { ComputedDef } from '../formula';
export type { ActionDef, ChangeReviewDef, CrudGuard, CrudOption } from './actions';
export type {
  DetailDef,
  DetailProgress,
  DetailRelated,
  DetailSection,
  ProgressStep,
} from './detail';
export type { FormDef, FormStep, ShowDef } from './drawers';
export type {
  EnumDef,
  EnumOption,
  FieldDef,
  FieldType,
  ReferenceName,
  SchemaDef,
  TagColor,
} from './fields';
export type { FieldCondition, FormOptions } from './formOptions';
export type { ImportDef } from './imports';
export type { ChartDef, TotalsDef } from './list';
export type { MenuGroup, MenuMeta } from './menu';
export type { EndpointsDef, PageLoader, ResourceDef } from './resource';
