import type { Service } from '@vital/shared';
import { homeServices } from './content/home';
import { serviceAction } from './service-action';

const service = (fields: Partial<Service>): Service => ({
  id: 'x',
  key: null,
  title: 'Service',
  description: '',
  features: [],
  route: null,
  buttonText: null,
  color: null,
  icon: null,
  ...fields,
});

describe('serviceAction (home services buttons)', () => {
  it.each([
    ['companies', '/for-companies', 'Hire Talent'],
    ['professionals', '/for-professionals', 'Explore'],
    ['training', '/for-professionals', 'Start Learning'],
  ])('the %s card goes to %s labelled %s, whatever the server says', (key, to, label) => {
    expect(serviceAction(service({ key, route: '/elsewhere', buttonText: 'Other' }), homeServices)).toEqual({ to, label });
  });

  it('recognises the known keys in any case', () => {
    expect(serviceAction(service({ key: 'Companies' }), homeServices)).toEqual({ to: '/for-companies', label: 'Hire Talent' });
  });

  it.each([
    [{ key: 'payroll', route: '/hr-solutions', buttonText: 'See Payroll' }, { to: '/hr-solutions', label: 'See Payroll' }],
    [{ key: 'payroll', route: '/hr-solutions' }, { to: '/hr-solutions', label: 'Learn More' }],
    [{ key: 'payroll', buttonText: 'Ask Us' }, { to: '/services', label: 'Ask Us' }],
    [{ key: null }, { to: '/services', label: 'Learn More' }],
    // An inherited property name is not a known service.
    [{ key: 'constructor' }, { to: '/services', label: 'Learn More' }],
  ])('any other card uses its route, else /services, and its button text, else Learn More (%o)', (fields, expected) => {
    expect(serviceAction(service(fields), homeServices)).toEqual(expected);
  });
});
