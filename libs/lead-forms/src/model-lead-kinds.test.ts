import { modelLeadKinds, variantLeadKinds } from './model-lead-kinds';

it('offers the launch alert instead of a price quote for an upcoming model', () => {
  expect(modelLeadKinds('on-sale')).toEqual(['quote', 'test-drive', 'callback', 'brochure', 'loan']);
  expect(modelLeadKinds('upcoming')).toContain('launch-alert');
  expect(modelLeadKinds('upcoming')).not.toContain('quote');
  expect(modelLeadKinds('discontinued')).toEqual(['callback']);
});

it('offers a price quote and a test drive on a variant page', () => {
  expect(variantLeadKinds('on-sale')).toEqual(['quote', 'test-drive']);
  expect(variantLeadKinds('upcoming')).toEqual(['launch-alert']);
});
