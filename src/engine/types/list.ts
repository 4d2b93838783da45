/**
 * A line chart above a list: `y` (a money or number field) summed per day of `x` (a filterable
 * date field, whose range filter the chart follows) and, with `series`, one line per value of that
 * field (a currency: amounts of different currencies are never added up).
 */
export interface ChartDef {
  x: string;
  y: string;
  series?: string;
}

/** A summary row of money totals, per currency. */
export interface TotalsDef {
  /** The money fields summed. */
  fields: readonly string[];
  /**
   * The backend's sum of the whole filtered list (SPEC §7 `…Sum` calls), answering the totals by
   * field, or a list of them with their currency. Without it, the rows of the page are summed.
   */
  call?: string;
}
