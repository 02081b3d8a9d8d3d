// The assistant's ranking on a table of real questions, its default answer,
// and the /chat route's contract (plain-text `response`, bounded input).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { company } from '../../shared/src/content/company.ts';
import { answer, createAssistant, MAX_QUERY_LENGTH, normaliseTerm } from '../src/chat/assistant.ts';
import { DEFAULT_ANSWER, knowledge, type TopicId } from '../src/chat/knowledge.ts';
import { installErrorHandling } from '../src/http.ts';
import { chatRoutes } from '../src/routes/chat.ts';

/** The site's assistant: the one `answer` uses, on the site's knowledge. */
const siteAssistant = createAssistant();
const topicOf = (query: string) => siteAssistant.rank(query)[0]?.id ?? 'default';

const table: Array<[question: string, topic: TopicId]> = [
  ['What are your fees?', 'fees'],
  ['How much does it cost?', 'fees'],
  ['Is it free for professionals?', 'fees'],
  ['How much does training cost?', 'fees'],
  ['Do companies pay?', 'fees'],
  ['pricing for employers', 'fees'],
  ['Do you have a guarantee?', 'guarantee'],
  ['What happens if my new hire quits after 3 months?', 'guarantee'],
  ['replacment guarentee', 'guarantee'],
  ['How long does it take to place someone?', 'speed'],
  ['How fast can you fill a role?', 'speed'],
  ['What services do you offer?', 'services'],
  ['Do you do payroll?', 'hr-solutions'],
  ['Is support available 24/7?', 'hr-solutions'],
  ['Do you offer certification courses?', 'training'],
  ['What is your phone number?', 'contact'],
  ['email address?', 'contact'],
  ['Where is your London office?', 'offices'],
  ['Where are you based?', 'offices'],
  ['How many countries do you work in?', 'reach'],
  ['What industries do you cover?', 'industries'],
  ['Do you have IT jobs?', 'industry-it'],
  ['nursing jobs', 'industry-healthcare'],
  ['Are you hiring civil engineers?', 'industry-engineering'],
  ['Are you hiring investment bankers?', 'industry-finance'],
  ['What does a financial analyst earn?', 'industry-finance'],
  ['manufacturing jobs', 'industry-manufacturing'],
  ['teaching jobs', 'industry-others'],
  ['How do I sign up?', 'signup'],
  ['How do I register my company?', 'signup'],
  ['How do I log in?', 'signin'],
  ['I forgot my password', 'signin'],
  ['How do I post a job?', 'hiring'],
  ['I want to recruit staff for my company', 'hiring'],
  ['How do I upload my CV?', 'jobs'],
  ['I am looking for a job', 'jobs'],
  ['Who are you?', 'about'],
  ['When were you founded?', 'about'],
  ['What is your success rate?', 'about'],
  ['Can I work for Vital?', 'team'],
  ['Do you have interview tips?', 'blog'],
  ['hi', 'greeting'],
  ['thanks!', 'thanks'],
];

describe('ranking on a table of questions', () => {
  for (const [question, topic] of table) {
    test(`"${question}" → ${topic}`, () => {
      assert.equal(topicOf(question), topic);
    });
  }

  test('the same question in capitals, with accents or extra punctuation finds the same topic', () => {
    assert.equal(topicOf('WHAT ARE YOUR FEES???'), 'fees');
    assert.equal(topicOf('  fées  '), 'fees');
  });

  test('"IT" the industry is told apart from "it" the pronoun', () => {
    assert.equal(normaliseTerm('IT'), 'tech');
    assert.equal(normaliseTerm('it'), null);
    assert.notEqual(topicOf('Is it free?'), 'industry-it');
  });
});

describe('questions the site cannot answer', () => {
  for (const question of [
    'What is the weather in Paris?',
    'Tell me a joke',
    'asdfghjkl',
    'What is the meaning of life?',
    '<script>alert(1)</script>',
    '???',
  ]) {
    test(`"${question}" gets the default answer pointing to Contact`, () => {
      assert.deepEqual(siteAssistant.rank(question), []);
      assert.equal(answer(question), DEFAULT_ANSWER);
    });
  }

  test('the default answer points to the Contact page and the site’s own e-mail and phone', () => {
    assert.match(DEFAULT_ANSWER, /Contact page/);
    assert.ok(DEFAULT_ANSWER.includes(company.email));
    assert.ok(DEFAULT_ANSWER.includes(company.phone));
  });
});

describe('the knowledge matches the site', () => {
  const answerOf = (id: TopicId) => knowledge.find((entry) => entry.id === id)?.answer ?? '';

  test('fees: free for professionals, paid premium training', () => {
    assert.match(answer('What are your fees?'), /free for professionals/);
    assert.match(answer('What are your fees?'), /only for premium training and certification/);
  });

  test('the guarantee and the placement time', () => {
    assert.match(answerOf('guarantee'), /6-month replacement guarantee/);
    assert.match(answerOf('speed'), /15 days or less/);
    assert.match(answerOf('speed'), /24 hours/);
  });

  test('every office, phone and e-mail is the one the site shows', () => {
    const offices = answer('Where are your offices?');
    for (const office of company.offices) {
      for (const detail of [office.city, office.address, office.phone, office.email]) {
        assert.ok(offices.includes(detail), `${detail} is in the offices answer`);
      }
    }
    const contact = answer('How can I contact you?');
    assert.ok(contact.includes(company.email) && contact.includes(company.phone));
  });

  test('industry figures are those the site shows', () => {
    const industries = answerOf('industries');
    for (const figure of ['2,500+', '+15%', '1,800+', '+12%', '1,200+', '+8%', '750+', '1,100+', '2,000+']) {
      assert.ok(industries.includes(figure), `${figure} is in the industries answer`);
    }
    assert.match(answerOf('industry-finance'), /Financial Analyst \(\$65k-\$95k, 400\+ openings\)/);
  });

  test('the company figures are those the site shows', () => {
    for (const figure of ['2019', '50K+', '2K+', '50+ countries', '95%']) {
      assert.ok(answerOf('about').includes(figure), `${figure} is in the about answer`);
    }
  });

  test('every answer is plain text, every topic is unique and reachable by its own sample questions', () => {
    const ids = knowledge.map((entry) => entry.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const entry of knowledge) {
      assert.doesNotMatch(entry.answer, /[<>]/, `${entry.id} holds no markup`);
      const reached = entry.questions.filter((question) => topicOf(question) === entry.id);
      assert.ok(reached.length > 0, `${entry.id} is the top answer for at least one of its questions`);
    }
  });
});

describe('input', () => {
  test('only the first MAX_QUERY_LENGTH characters are read', () => {
    const assistant = createAssistant();
    const padding = 'x'.repeat(MAX_QUERY_LENGTH);
    assert.equal(assistant.answer(`${padding} fees`), DEFAULT_ANSWER);
    assert.equal(assistant.rank(`fees ${padding}`)[0]?.id, 'fees');
  });
});

describe('GET /chat', () => {
  async function app() {
    const server = Fastify();
    installErrorHandling(server);
    chatRoutes(server);
    await server.ready();
    return server;
  }

  test('answers a question with { response } as JSON', async () => {
    const server = await app();
    const reply = await server.inject({ method: 'GET', url: `/chat?query=${encodeURIComponent('What are your fees?')}` });
    assert.equal(reply.statusCode, 200);
    assert.match(String(reply.headers['content-type']), /^application\/json/);
    assert.deepEqual(reply.json(), { response: answer('What are your fees?') });
  });

  test('an unknown question gets the default answer', async () => {
    const server = await app();
    const reply = await server.inject({ method: 'GET', url: '/chat?query=tell%20me%20a%20joke' });
    assert.deepEqual(reply.json(), { response: DEFAULT_ANSWER });
  });

  test('refuses a missing, blank or too long question with a clear message', async () => {
    const server = await app();
    for (const [url, message] of [
      ['/chat', 'Question is required.'],
      ['/chat?query=%20%20', 'Question is required.'],
      [`/chat?query=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`, `Question must be at most ${MAX_QUERY_LENGTH} characters.`],
    ] as const) {
      const reply = await server.inject({ method: 'GET', url });
      assert.equal(reply.statusCode, 400, url);
      assert.deepEqual(reply.json(), { success: false, message }, url);
    }
  });
});
