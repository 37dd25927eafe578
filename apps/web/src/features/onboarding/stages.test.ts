import { describe, expect, it } from 'vitest';
import { activationView, firstUndoneStep, startupView, type StageFlags } from './stages.ts';

const none: StageFlags = {
  isStoreData: false,
  isCategories: false,
  isDomain: false,
  isServiceChannel: false,
  isWarehouse: false,
  isIdentityVerified: false,
};
const upTo = (...done: (keyof StageFlags)[]): StageFlags => ({ ...none, ...Object.fromEntries(done.map((f) => [f, true])) });
const all = upTo('isStoreData', 'isCategories', 'isDomain', 'isServiceChannel', 'isWarehouse', 'isIdentityVerified');

describe('where onboarding resumes', () => {
  it('is the first step whose flag is not set, in the order of the decisions', () => {
    expect(firstUndoneStep(none)).toBe('storeData');
    expect(firstUndoneStep(upTo('isStoreData'))).toBe('categories');
    expect(firstUndoneStep(upTo('isStoreData', 'isCategories'))).toBe('domain');
    expect(firstUndoneStep(upTo('isStoreData', 'isCategories', 'isDomain'))).toBe('serviceChannels');
    expect(firstUndoneStep(upTo('isStoreData', 'isCategories', 'isDomain', 'isServiceChannel'))).toBe('warehouse');
    expect(firstUndoneStep(upTo('isStoreData', 'isCategories', 'isDomain', 'isServiceChannel', 'isWarehouse'))).toBe('identity');
    expect(firstUndoneStep(all)).toBeNull();
  });

  it('does not skip a step done out of order: the earlier undone one comes first', () => {
    expect(firstUndoneStep(upTo('isStoreData', 'isCategories', 'isWarehouse'))).toBe('domain');
  });

  it('/startup opens on the welcome, then store data once started, then the categories', () => {
    expect(startupView(none, false)).toBe('welcome');
    expect(startupView(none, true)).toBe('storeData');
    expect(startupView(upTo('isStoreData'), false)).toBe('categories');
    expect(startupView(upTo('isStoreData', 'isCategories'), false)).toBe('done');
    // The domain step's Back opens the saved categories again.
    expect(startupView(upTo('isStoreData', 'isCategories', 'isDomain'), false, true)).toBe('categories');
  });

  it('the activation page sends an unfinished first part back to /startup and opens the next step', () => {
    expect(activationView(none, 'draft')).toEqual({ kind: 'startup' });
    expect(activationView(upTo('isStoreData'), 'draft')).toEqual({ kind: 'startup' });
    expect(activationView(upTo('isStoreData', 'isCategories'), 'draft')).toEqual({ kind: 'step', step: 'domain' });
    expect(activationView(upTo('isStoreData', 'isCategories', 'isDomain', 'isServiceChannel'), 'draft')).toEqual({
      kind: 'step',
      step: 'warehouse',
    });
  });

  it('once submitted: under review while pending, the form again when rejected, home when active', () => {
    expect(activationView(all, 'pending')).toEqual({ kind: 'review', status: 'pending' });
    expect(activationView(all, 'rejected')).toEqual({ kind: 'review', status: 'rejected' });
    expect(activationView(all, 'active')).toEqual({ kind: 'active' });
    // An active store goes home whatever its flags say (the demo store, an operator's approval).
    expect(activationView(none, 'active')).toEqual({ kind: 'active' });
  });
});
