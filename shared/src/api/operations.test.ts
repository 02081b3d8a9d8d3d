// The exact payloads of the write calls: missing or blank optional fields are
// sent as null, never omitted, never '' (docs/product.md, Portal API calls).
import { createApiClient } from './api-client';
import { contactUs, INQUIRY_TYPES, type ContactMessage } from './operations/contact-us';
import { subscribeNewsletter } from './operations/newsletter';
import { signupCompany, type CompanySignup } from './operations/signup-company';
import { signupProfessional, type ProfessionalSignup } from './operations/signup-professional';
import { TEST_API_BASE as API } from './testing/handlers';
import { answerApi, ok, reply, sentRequest } from './testing/network';

/** Sends one call, answered by the default (successful) handler, and returns the JSON body it carried. */
async function payloadOf(send: (client: ReturnType<typeof createApiClient>) => Promise<unknown>): Promise<Record<string, unknown>> {
  await send(createApiClient(API));
  return (await sentRequest()).body as Record<string, unknown>;
}

describe('contactUs payload (POST /api/contact-us)', () => {
  const full: ContactMessage = {
    firstName: ' Ada ',
    lastName: ' Lovelace ',
    email: ' ada@example.com ',
    phone: { dialCode: '+44', number: '7700 900123' },
    inquiryType: 'Training Programs',
    message: 'Tell me about the courses.',
  };

  it('has exactly first_name, last_name, email, phone_number, inquiry_type, message', async () => {
    const body = await payloadOf((client) => contactUs(client, full));
    expect(Object.keys(body).sort()).toEqual(['email', 'first_name', 'inquiry_type', 'last_name', 'message', 'phone_number']);
    expect(body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone_number: '+44 7700 900123',
      inquiry_type: 'Training Programs',
      message: 'Tell me about the courses.',
    });
  });

  it.each(INQUIRY_TYPES)('sends the inquiry type %s as is', async (inquiryType) => {
    const body = await payloadOf((client) => contactUs(client, { ...full, inquiryType }));
    expect(body.inquiry_type).toBe(inquiryType);
  });

  it.each<[string, Partial<ContactMessage>]>([
    ['missing', { lastName: undefined, phone: undefined }],
    ['empty', { lastName: '', phone: { dialCode: '+44', number: '' } }],
    ['blank', { lastName: '   ', phone: { dialCode: '+44', number: '  ' } }],
    ['a null phone', { lastName: undefined, phone: null }],
  ])('sends %s optional fields as null', async (_, patch) => {
    const body = await payloadOf((client) => contactUs(client, { ...full, ...patch }));
    expect(body).toHaveProperty('last_name', null);
    expect(body).toHaveProperty('phone_number', null);
  });
});

describe('signupProfessional payload (POST /api/signup/professional)', () => {
  const full: ProfessionalSignup = {
    firstName: ' Grace ',
    lastName: ' Hopper ',
    email: ' grace@example.com ',
    phone: { dialCode: '+1', number: '555 0100' },
    location: ' New York ',
    password: ' p4ss word ',
  };

  it('has exactly email, first_name, last_name, location, phone_number, password', async () => {
    const body = await payloadOf((client) => signupProfessional(client, full));
    expect(Object.keys(body).sort()).toEqual(['email', 'first_name', 'last_name', 'location', 'password', 'phone_number']);
    expect(body).toEqual({
      email: 'grace@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      location: 'New York',
      phone_number: '+1 555 0100',
      // A password is sent exactly as typed.
      password: ' p4ss word ',
    });
  });

  it.each<[string, Partial<ProfessionalSignup>]>([
    ['missing', { lastName: undefined, location: undefined, phone: undefined }],
    ['empty', { lastName: '', location: '', phone: { dialCode: '+1', number: '' } }],
    ['blank', { lastName: ' ', location: '\t', phone: { dialCode: '+1', number: '   ' } }],
  ])('sends %s optional fields as null', async (_, patch) => {
    const body = await payloadOf((client) => signupProfessional(client, { ...full, ...patch }));
    expect(body).toEqual({ email: 'grace@example.com', first_name: 'Grace', last_name: null, location: null, phone_number: null, password: ' p4ss word ' });
  });
});

describe('signupCompany payload (POST /api/signup/company)', () => {
  const full: CompanySignup = {
    companyName: ' Acme Ltd ',
    email: ' hr@acme.example ',
    phone: { dialCode: '+44', number: '20 7946 0000' },
    website: ' https://acme.example ',
    location: ' London ',
    industry: ' Manufacturing ',
    password: 'secret',
  };

  it('has exactly email, name, phone_number, website, location, industry, password', async () => {
    const body = await payloadOf((client) => signupCompany(client, full));
    expect(Object.keys(body).sort()).toEqual(['email', 'industry', 'location', 'name', 'password', 'phone_number', 'website']);
    expect(body).toEqual({
      email: 'hr@acme.example',
      name: 'Acme Ltd',
      phone_number: '+44 20 7946 0000',
      website: 'https://acme.example',
      location: 'London',
      industry: 'Manufacturing',
      password: 'secret',
    });
  });

  it.each<[string, CompanySignup]>([
    ['missing', { email: 'hr@acme.example', password: 'secret' }],
    ['empty', { email: 'hr@acme.example', password: 'secret', companyName: '', website: '', location: '', industry: '', phone: { dialCode: '+1', number: '' } }],
    ['blank', { email: 'hr@acme.example', password: 'secret', companyName: ' ', website: ' ', location: ' ', industry: ' ', phone: null }],
  ])('sends %s optional fields as null', async (_, form) => {
    const body = await payloadOf((client) => signupCompany(client, form));
    expect(body).toEqual({ email: 'hr@acme.example', name: null, phone_number: null, website: null, location: null, industry: null, password: 'secret' });
  });
});

describe('subscribeNewsletter (POST /api/newsletter)', () => {
  it('posts the trimmed email and resolves with the server message', async () => {
    answerApi('/api/newsletter', ok(null, 'Subscribed'));
    await expect(subscribeNewsletter(createApiClient(API), ' a@b.co ')).resolves.toBe('Subscribed');
    expect(await sentRequest()).toMatchObject({ url: `${API}/api/newsletter`, method: 'POST', body: { email: 'a@b.co' } });
  });

  it('rejects with its default without a usable message', async () => {
    answerApi('/api/newsletter', reply(500));
    await expect(subscribeNewsletter(createApiClient(API), 'a@b.co')).rejects.toThrow('We could not subscribe you right now. Please try again later.');
  });
});
