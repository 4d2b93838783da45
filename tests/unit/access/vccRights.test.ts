// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canDo } from '@/access/can';
import { canOpen } from '@/access/routeAccess';
import { detailResourceOf } from '@/engine/detailRoute';
import { createDemoAccounts } from '@demo-backend/users';
import { vcc, vccRecord } from '../../../resources/vcc';
import { testUser } from '../../support/fixtures';

const CARD_STEPS = ['openCard', 'bind', 'unbind', 'confirmUnbind'];
const account = (username: string) =>
  createDemoAccounts().find((candidate) => candidate.username === username)!.info;

describe('virtual cards: who takes a card through its statuses', () => {
  it('admins and the financier open, bind and unbind cards; other staff only read them', () => {
    for (const role of ['admin', 'superAdmin', 'financier'] as const) {
      const ability = abilityFor(testUser({ roles: [role] }));
      for (const step of CARD_STEPS) expect(canDo(ability, step, 'Vcc')).toBe(true);
    }
    for (const role of ['OP', 'BD', 'cashier', 'HR'] as const) {
      const ability = abilityFor(testUser({ roles: [role] }));
      expect(canDo(ability, 'read', 'Vcc')).toBe(true);
      for (const step of CARD_STEPS) expect(canDo(ability, step, 'Vcc')).toBe(false);
    }
  });

  it('opens the card pages, their detail page included, only with the vcc_menu_show keys', () => {
    const detail = detailResourceOf(vcc)!;
    const withKeys = testUser({ roles: ['OP'], vcc_menu_show: ['/vcc/list'] });
    const without = testUser({ roles: ['admin'], vcc_menu_show: [] });
    const opAbility = abilityFor(withKeys);
    const adminAbility = abilityFor(without);
    expect(canOpen(opAbility, withKeys, vcc)).toBe(true);
    expect(canOpen(opAbility, withKeys, detail)).toBe(true);
    expect(canOpen(opAbility, withKeys, vccRecord)).toBe(false);
    expect(canOpen(adminAbility, without, vcc)).toBe(false);
    expect(canOpen(adminAbility, without, detail)).toBe(false);
    // A key list that is not a list (an answer we do not trust) opens nothing.
    const odd = testUser({ vcc_menu_show: '/vcc/list' as unknown as string[] });
    expect(canOpen(abilityFor(odd), odd, vcc)).toBe(false);
  });

  it('gives the demo financier the cards and the OP none', () => {
    const financier = account('financier');
    const op = account('op');
    expect(canOpen(abilityFor(financier), financier, vcc)).toBe(true);
    expect(canOpen(abilityFor(financier), financier, vccRecord)).toBe(true);
    expect(canOpen(abilityFor(op), op, vcc)).toBe(false);
  });
});
