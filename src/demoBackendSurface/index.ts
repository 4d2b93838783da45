/**
 * Everything the demo backend (demo-backend/) uses of the product, and the only way it reaches
 * it: the engine that reads the declarations, the backend contract and the rights of
 * src/access/rules.ts, so that the demo answers as the console expects and refuses what the
 * console would (docs/architecture.md "The demo backend"). A new use is added here, in sight.
 */
export { abilityFor } from '@/access/ability';
export { canDo } from '@/access/can';
export { vccAllows } from '@/access/routeAccess';
export { areasOf, readScopedRecords } from '@/access/rules';
export type { Action, Subject } from '@/access/subjects';
export {
  authEndpoints,
  baseUrls,
  cardReturnEndpoint,
  FRIENDLY_REMINDER_CODE,
  headers,
  paging,
  parseEndpoint,
  SALE_AGENT_INFO_INCOMPLETE,
  successCodes,
  uploadEndpoint,
} from '@/data/contract';
export type {
  CaptchaPayload,
  Endpoint,
  Envelope,
  Language,
  ListPayload,
  OrgBrandPayload,
  Service,
  UserInfo,
} from '@/data/contract';
export { abilityOf, reasonKeyOf, stateAllows } from '@/engine/actions';
export { allowedValues, isRequired, isShown } from '@/engine/conditions';
export { crudRefusal } from '@/engine/crud';
export { currencyDecimals } from '@/engine/currencies';
export { PLATFORM_OFFSET_MINUTES, readDay, readInstant, readMonth } from '@/engine/dates';
export {
  add,
  exactText,
  multiply,
  roundedText,
  significantDecimals,
  subtract,
  toFraction,
} from '@/engine/decimal';
export type { Fraction } from '@/engine/decimal';
export { sumDecimals } from '@/engine/decimalSums';
export { amountCell, cellValue, dateCell } from '@/engine/exportCell';
export type { ExportCell } from '@/engine/exportCell';
export { checkBounds } from '@/engine/fieldBounds';
export type { BoundViolation } from '@/engine/fieldBounds';
export { fieldTypeOf } from '@/engine/fieldTypes';
export type { Storage } from '@/engine/fieldTypes';
export { computeValue } from '@/engine/formula';
export { checkImportRows } from '@/engine/importRows';
export type { CellValue } from '@/engine/importRows';
export { defaultOrderOf } from '@/engine/listOrder';
export { currencyOf } from '@/engine/moneyFields';
export { allReferences, nameFieldOf, referenceSource } from '@/engine/references';
// Every resource registered: the declarations and, in tests, their fixtures.
export { allResources as registeredResources } from '@/engine/registry';
export type {
  ActionDef,
  ChangeReviewDef,
  EndpointsDef,
  FieldDef,
  FormOptions,
  ImportDef,
  ReferenceName,
  ResourceDef,
  SchemaDef,
} from '@/engine/types';
