import { SERVICE_DEFAULTS, type Service } from '@vital/shared';
import { servicesCopy } from './content/services';
import { serviceCardModel } from './service-card-model';

const service = (fields: Partial<Service>): Service => ({
  id: 's',
  key: null,
  title: SERVICE_DEFAULTS.title,
  description: SERVICE_DEFAULTS.description,
  features: [],
  route: null,
  buttonText: null,
  color: null,
  icon: null,
  ...fields,
});

describe('serviceCardModel (Services cards)', () => {
  it('keeps at most four key features', () => {
    const card = serviceCardModel(service({ features: ['a', 'b', 'c', 'd', 'e', 'f'] }), servicesCopy);
    expect(card.features).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps fewer features as they are', () => {
    expect(serviceCardModel(service({ features: ['a', 'b'] }), servicesCopy).features).toEqual(['a', 'b']);
  });

  it('offers Learn More only for a service with a route', () => {
    expect(serviceCardModel(service({ route: '/hr-solutions' }), servicesCopy).learnMoreHref).toBe('/hr-solutions');
    expect(serviceCardModel(service({ route: null }), servicesCopy).learnMoreHref).toBeNull();
  });

  it.each([
    ['companies', 'building'],
    ['Professionals', 'users'],
    ['training', 'graduationCap'],
    ['payroll', 'briefcase'],
    [null, 'briefcase'],
  ])('draws the %s service with the %s icon', (key, icon) => {
    expect(serviceCardModel(service({ key }), servicesCopy).icon).toBe(icon);
  });
});
