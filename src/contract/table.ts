import type { ContractReport, ProbeResult } from './run';

const verdictLabels: Record<ProbeResult['verdict'], string> = {
  fits: 'fits',
  misfit: 'MISFIT',
  skipped: 'skipped',
};

/** What a row says after its verdict: the first misfit, else the first note, else why skipped. */
function summaryOf(result: ProbeResult): string {
  if (result.reason) return result.reason;
  const first = result.findings.find((one) => one.misfit) ?? result.findings[0];
  if (!first) return '';
  const text = first.field ? `${first.field}: ${first.message}` : first.message;
  const more = result.findings.length - 1;
  return more > 0 ? `${text} (+${more} more)` : text;
}

/**
 * The report as a plain-text table, one row per declared read, then every misfit's findings in
 * full and the counts.
 */
export function formatContractTable(report: ContractReport): string {
  const rows = report.results.map((result) => [
    verdictLabels[result.verdict],
    result.service,
    `${result.kind === 'one' ? 'detail' : 'list'}`,
    result.endpoint,
    result.usedBy,
    result.rows === undefined ? '' : String(result.rows),
    summaryOf(result),
  ]);
  const head = ['verdict', 'service', 'kind', 'endpoint', 'used by', 'rows', 'findings'];
  const widths = head.map((title, column) =>
    column === head.length - 1
      ? 0
      : Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const out = [line(head), ...rows.map(line)];
  const misfits = report.results.filter((result) => result.verdict === 'misfit');
  if (misfits.length) {
    out.push('', 'Misfits:');
    for (const result of misfits) {
      out.push(`  ${result.endpoint} (${result.usedBy}) ${result.url ?? ''}`.trimEnd());
      for (const finding of result.findings.filter((one) => one.misfit)) {
        out.push(`    - ${finding.field ? `${finding.field}: ` : ''}${finding.message}`);
      }
    }
  }
  const { fits, misfits: misfitCount, skipped } = report.summary;
  out.push(
    '',
    `${report.results.length} reads: ${fits} fit, ${misfitCount} misfit, ${skipped} skipped.`,
  );
  return out.join('\n');
}
