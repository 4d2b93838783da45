// @vitest-environment node
import { describe, expect, it } from 'vitest';
// Registers the declared resources, as the mobile pages do.
import '@/app/declarations';
import { resourceByName } from '@/engine/registry';
import { mobilePayload, runsOnPhone } from '@/h5/h5ActionFields';
import { actionFieldsOf } from '@/scaffolds/actions/actionModel';

const actionOf = (resource: string, name: string) => resourceByName(resource)!.actions![name]!;

describe('value actions on a phone', () => {
  it('are offered when the phone can ask for every field, searched references excepted', () => {
    expect(runsOnPhone(actionOf('clientBill', 'deductBill'))).toBe(true);
    expect(runsOnPhone(actionOf('clientBill', 'correctBill'))).toBe(true);
    expect(runsOnPhone(actionOf('adsAccount', 'moveMediaAgent'))).toBe(true);
    expect(runsOnPhone(actionOf('todoWalletWarn', 'hangUp'))).toBe(true);
    // Clients are searched by keyword: that stays on the desktop's form.
    expect(runsOnPhone(actionOf('adsAccount', 'moveClient'))).toBe(false);
  });

  it('send what the desktop sends: amounts as typed text, choices as declared, text trimmed', () => {
    const correct = actionOf('clientBill', 'correctBill');
    const fields = actionFieldsOf('correctBill', correct, () => false);
    const declared = correct.fields!.correctionType!.enum!.options[0]!.value;
    const payload = mobilePayload(fields, {
      correctionType: [String(declared)],
      reduceAmount: ' -12.50 ',
      increaseAmount: '',
    });
    expect(payload).toEqual({ correctionType: declared, reduceAmount: '-12.50' });
    const deduct = actionOf('clientBill', 'deductBill');
    expect(
      mobilePayload(
        actionFieldsOf('deductBill', deduct, () => false),
        {
          deductAmount: '10',
          deductRemark: '  late  ',
        },
      ),
    ).toEqual({ deductAmount: '10', deductRemark: 'late' });
  });
});
