import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingPlaceholder } from '@/ui/LoadingPlaceholder';

describe('the loading placeholder', () => {
  it('draws its lines and no heading (an empty heading breaks the page outline)', () => {
    const { container } = render(<LoadingPlaceholder rows={3} />);
    expect(container.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')).toHaveLength(0);
    expect(container.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(3);
  });
});
