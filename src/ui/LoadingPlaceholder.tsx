import { Skeleton } from 'antd';

/**
 * The one loading placeholder of the console. antd's Skeleton draws its title as an empty
 * `<h3>`, which screen readers announce as a heading with no name and which breaks the page's
 * heading order (axe: empty-heading, heading-order); the placeholder keeps only the lines.
 */
export function LoadingPlaceholder({ rows = 4 }: { rows?: number }) {
  return <Skeleton active title={false} paragraph={{ rows }} />;
}
