// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldTypeOf } from '@/engine/fieldTypes';
import '@/app/declarations';
import { allResources } from '@/engine/registry';
import { batchActionsOf } from '@/scaffolds/actions/actionModel';

describe('the declarations', () => {
  it('total only listed money fields', () => {
    const totalled = allResources.filter((resource) => resource.totals);
    expect(totalled.length).toBeGreaterThan(20);
    for (const resource of totalled) {
      for (const name of resource.totals!.fields) {
        const field = resource.schema?.fields[name];
        expect(field?.type, `${resource.name}.${name}`).toBe('money');
        expect(field?.list, `${resource.name}.${name}`).toBeTruthy();
      }
    }
  });

  it('offer batch actions where the issue asks for them', () => {
    const batch = (name: string) =>
      batchActionsOf(allResources.find((resource) => resource.name === name)!).map(([n]) => n);
    expect(batch('client')).toContain('approveNew');
    expect(batch('adsAccountAuth')).toEqual(['authorize']);
    expect(batch('todoWalletWarn')).toContain('hangUp');
    expect(batch('newsCentre')).toContain('markRead');
  });

  it('give every action field a known type', () => {
    for (const resource of allResources) {
      for (const action of Object.values(resource.actions ?? {})) {
        for (const field of Object.values(action.fields ?? {}))
          expect(fieldTypeOf(field)).toBeTruthy();
      }
    }
  });
});
