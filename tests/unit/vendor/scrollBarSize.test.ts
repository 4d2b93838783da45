import { afterEach, describe, expect, it, vi } from 'vitest';
import getScrollBarSize, { getTargetScrollBarSize } from '@/vendor/scrollBarSize';

const tableContent = (wrapperClass: string) => {
  const wrapper = document.createElement('div');
  wrapper.className = wrapperClass;
  const content = document.createElement('div');
  content.className = 'ant-table-content';
  wrapper.appendChild(content);
  document.body.appendChild(wrapper);
  return content;
};

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("the scrollbar's size, in place of rc-util's", () => {
  it('measures an element once for its classes and those around it, then answers from memory', () => {
    const styled = vi.spyOn(window, 'getComputedStyle');
    const first = getTargetScrollBarSize(tableContent('ant-table-wrapper resource-table'));
    const measured = styled.mock.calls.length;
    expect(measured).toBeGreaterThan(0);
    // Another table styled alike (a list visited again): nothing styled or laid out.
    expect(getTargetScrollBarSize(tableContent('ant-table-wrapper resource-table'))).toEqual(first);
    expect(styled.mock.calls.length).toBe(measured);
    // A table inside other classes may scroll otherwise: measured on its own.
    getTargetScrollBarSize(tableContent('ant-table-wrapper permission-map'));
    expect(styled.mock.calls.length).toBeGreaterThan(measured);
  });

  it("reads a WebKit scrollbar's declared size, and nothing of what is not an element", () => {
    const content = tableContent('ant-table-wrapper styled-scrollbar');
    const real = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
      pseudo === '::-webkit-scrollbar'
        ? ({ width: '8px', height: '6px' } as CSSStyleDeclaration)
        : real(element),
    );
    expect(getTargetScrollBarSize(content)).toEqual({ width: 8, height: 6 });
    expect(getTargetScrollBarSize(null as unknown as HTMLElement)).toEqual({ width: 0, height: 0 });
  });

  it("keeps the page's plain scrollbar width until asked afresh", () => {
    const made = vi.spyOn(document, 'createElement');
    const width = getScrollBarSize();
    const boxes = made.mock.calls.length;
    expect(getScrollBarSize()).toBe(width);
    expect(made.mock.calls.length).toBe(boxes);
    getScrollBarSize(true);
    expect(made.mock.calls.length).toBe(boxes + 1);
  });
});
