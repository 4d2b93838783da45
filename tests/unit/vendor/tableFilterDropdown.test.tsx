import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FilterDropdown, { flattenKeys } from '@/vendor/tableFilterDropdown';

afterEach(() => vi.restoreAllMocks());

describe('the stand-in for antd Table’s column filter menu', () => {
  it('flattens a filter tree as antd’s module does, depth first', () => {
    const tree = [
      { value: 'a', children: [{ value: 'a1' }, { value: 'a2', children: [{ value: 'a21' }] }] },
      { value: 'b' },
    ];
    expect(flattenKeys(tree)).toEqual(['a', 'a1', 'a2', 'a21', 'b']);
    expect(flattenKeys(undefined)).toEqual([]);
  });

  it('shows the column title alone and says in development that column filters are not drawn', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FilterDropdown>Status</FilterDropdown>);
    expect(screen.getByText('Status')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/Column filters are not drawn/));
  });
});
