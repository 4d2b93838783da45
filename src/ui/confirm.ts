import type { ModalFuncProps } from 'antd';

/**
 * antd's confirmation dialog, its code loaded when first asked for: lists offer delete and
 * state actions on every row, and most visits confirm none of them.
 */
export async function confirm(options: ModalFuncProps): Promise<void> {
  const { default: Modal } = await import('antd/es/modal');
  Modal.confirm(options);
}
