// What the assistant knows: the site's own facts (docs/product.md), one answer per
// topic. Contact details and the industry figures come from the site's own
// content files, so the assistant can never give an office, phone, e-mail or
// figure the site does not show.
import { company } from '../../../shared/src/content/company.ts';
import { industryFigures as figures } from '../../../shared/src/content/industries.ts';

export interface KnowledgeEntry {
  id: string;
  title: string;
  /** Words a visitor may use for this topic (synonyms included); ranked highest. */
  keywords: string[];
  /** Typical ways of asking; they teach the ranking the wording of real questions. */
  questions: string[];
  /** Plain text, never HTML: the widget shows it as it is. */
  answer: string;
}

const [newYork, london, singapore] = company.offices;
/** "+15%" reads "demand up 15%". */
const unsigned = (growth: string) => growth.replace(/^\+/, '');
const officeLine = (office: (typeof company.offices)[number]) =>
  `${office.city}: ${office.address} (${office.phone}, ${office.email})`;

export const knowledge = [
  {
    id: 'fees',
    title: 'Fees and pricing',
    keywords: ['fee', 'cost', 'price', 'pricing', 'pay', 'paid', 'charge', 'free', 'money', 'expensive', 'cheap', 'afford', 'subscription', 'commission', 'much'],
    questions: [
      'What are your fees?',
      'How much does it cost?',
      'Is it free for job seekers?',
      'Do professionals have to pay anything?',
      'Do I have to pay to find a job?',
      'What do you charge?',
    ],
    answer:
      'Job matching is free for professionals: creating a profile, uploading your CV and being matched with companies costs nothing. We charge only for premium training and certification programs. For companies, the price depends on the roles you are hiring for: book a consultation through the Contact page and we will send you a quote. Every placement comes with our 6-month replacement guarantee.',
  },
  {
    id: 'guarantee',
    title: '6-month replacement guarantee',
    keywords: ['guarantee', 'replacement', 'replace', 'warranty', 'leave', 'leaves', 'quit', 'quits', 'risk', 'refund'],
    questions: [
      'Do you offer a guarantee?',
      'What happens if the candidate leaves?',
      'What if the hire does not work out?',
      'Is there a replacement guarantee?',
    ],
    answer:
      'Every placement comes with a 6-month replacement guarantee: if the person you hired leaves or turns out not to be the right fit within six months, we find a replacement at no extra cost.',
  },
  {
    id: 'speed',
    title: 'How fast we place',
    keywords: ['long', 'fast', 'quick', 'quickly', 'days', 'soon', 'speed', 'timeline', 'wait', 'turnaround', 'matching'],
    questions: [
      'How long does it take to fill a position?',
      'How fast can you find candidates?',
      'How quickly will I be matched?',
      'How many days until placement?',
    ],
    answer:
      'We place candidates in 15 days or less, and our average matching time is 24 hours. Our success rate is 95%.',
  },
  {
    id: 'services',
    title: 'Our services',
    keywords: ['services', 'service', 'offer', 'provide', 'solutions', 'products', 'help', 'overview'],
    questions: [
      'What services do you offer?',
      'What do you do?',
      'What can you help me with?',
      'What does Vital provide?',
    ],
    answer:
      'We offer recruitment for companies (pre-screened candidates, placement in 15 days or less and a 6-month replacement guarantee), free job matching for professionals (with CV and profile review, interview preparation and salary guidance), premium training and certification programs, and HR solutions for growing teams. The Services page lists them all.',
  },
  {
    id: 'hr-solutions',
    title: 'HR solutions',
    keywords: ['hr', 'human', 'resources', 'onboarding', 'payroll', 'consulting', 'outsourcing', 'support', '24/7'],
    questions: ['Do you offer HR solutions?', 'Can you help with our HR?', 'Do you provide HR support?'],
    answer:
      'Our HR solutions help companies beyond hiring: more than 500 companies use them, with 99% satisfaction, 70% time savings and 24/7 support. The HR Solutions page has the details, and you can book a consultation through the Contact page.',
  },
  {
    id: 'training',
    title: 'Training and certification',
    keywords: ['training', 'course', 'courses', 'certification', 'certificate', 'certified', 'learn', 'learning', 'upskill', 'mentor', 'programme', 'program'],
    questions: [
      'Do you offer training?',
      'Can I get certified?',
      'What courses do you have?',
      'How can I improve my skills?',
    ],
    answer:
      'Our premium training programs offer industry certifications, mentor-led courses, flexible online learning and career-ready portfolios. Training and certification are the only services professionals pay for; job matching stays free. Choose Start Learning on the home page to find out more.',
  },
  {
    id: 'contact',
    title: 'Contact details',
    keywords: ['contact', 'phone', 'call', 'email', 'mail', 'reach', 'talk', 'speak', 'human', 'person', 'number', 'touch'],
    questions: [
      'How can I contact you?',
      'What is your phone number?',
      'What is your email address?',
      'Can I talk to a person?',
      'How do I get in touch?',
    ],
    answer: `You can email us at ${company.email} or call ${company.phone}. The Contact page has a message form, and we reply within 24 hours. Each office also has its own phone and email: ask me about our offices.`,
  },
  {
    id: 'offices',
    title: 'Our offices',
    keywords: ['office', 'offices', 'address', 'where', 'located', 'location', 'visit', 'headquarters', 'york', 'london', 'singapore', 'based'],
    questions: [
      'Where are your offices?',
      'Where are you located?',
      'What is the address of your London office?',
      'Do you have an office in Singapore?',
      'Where is your New York office?',
    ],
    // One office a line: the widget keeps line breaks of its plain-text answers.
    answer: `We have three offices:\n${officeLine(newYork)}\n${officeLine(london)}\n${officeLine(singapore)}`,
  },
  {
    id: 'reach',
    title: 'Countries we work in',
    keywords: ['countries', 'country', 'international', 'global', 'worldwide', 'abroad', 'remote', 'americas', 'emea', 'apac', 'europe', 'asia', 'relocate'],
    questions: ['Which countries do you work in?', 'Do you recruit internationally?', 'Can I find a job abroad?'],
    answer:
      'We work in 50+ countries across the Americas, EMEA and APAC, from our offices in New York, London and Singapore.',
  },
  {
    id: 'industries',
    title: 'Industries we recruit for',
    keywords: ['industry', 'industries', 'sector', 'sectors', 'field', 'fields', 'areas', 'specialise', 'specialize'],
    questions: ['Which industries do you cover?', 'What sectors do you recruit for?', 'Which fields do you work in?'],
    answer:
      `We recruit in IT & Technology (${figures.it.openings} open roles, ${figures.it.growth}), Healthcare (${figures.healthcare.openings}, ${figures.healthcare.growth}), Engineering (${figures.engineering.openings}, ${figures.engineering.growth}), Finance and Banking (${figures.finance.openings} positions), Manufacturing (${figures.manufacturing.openings} production jobs) and many other fields, from legal services and education to hospitality and the creative arts (${figures.others.openings} opportunities). Explore All Industries on the Industries page.`,
  },
  {
    id: 'industry-it',
    title: 'IT & Technology',
    keywords: ['it', 'tech', 'technology', 'software', 'developer', 'developers', 'programmer', 'engineer', 'data', 'cloud', 'cyber', 'security', 'coding'],
    questions: ['Do you have IT jobs?', 'Are you hiring software developers?', 'Do you recruit in tech?'],
    answer:
      `IT & Technology is our largest field: ${figures.it.openings} open roles, with demand up ${unsigned(figures.it.growth)}. See IT & Technology in the Industries menu for the specializations and roles in demand.`,
  },
  {
    id: 'industry-healthcare',
    title: 'Healthcare',
    keywords: ['healthcare', 'health', 'medical', 'nurse', 'nurses', 'nursing', 'doctor', 'doctors', 'clinical', 'hospital', 'pharmacy'],
    questions: ['Do you have healthcare jobs?', 'Are you recruiting nurses?', 'Do you work with hospitals?'],
    answer:
      `Healthcare has ${figures.healthcare.openings} open roles, with demand up ${unsigned(figures.healthcare.growth)}. See Healthcare in the Industries menu for the specializations and roles in demand.`,
  },
  {
    id: 'industry-engineering',
    title: 'Engineering',
    keywords: ['engineering', 'engineers', 'civil', 'mechanical', 'electrical', 'cad', 'license', 'licence', 'construction'],
    questions: ['Do you have engineering jobs?', 'Are you hiring civil engineers?'],
    answer:
      `Engineering has ${figures.engineering.openings} open roles, with demand up ${unsigned(figures.engineering.growth)}. Employers look for CAD design, project management, quality assurance and analysis skills. See Engineering in the Industries menu.`,
  },
  {
    id: 'industry-finance',
    title: 'Finance and Banking',
    keywords: ['finance', 'financial', 'banking', 'bank', 'banker', 'accounting', 'accountant', 'investment', 'analyst', 'wealth', 'risk', 'portfolio'],
    questions: ['Do you have finance jobs?', 'Are you hiring in banking?', 'What does a financial analyst earn?'],
    answer:
      `Finance and Banking has ${figures.finance.openings} finance positions with ${figures.finance.institutions} financial institutions and ${figures.finance.clientSatisfaction} client satisfaction. Roles include Financial Analyst ($65k-$95k, 400+ openings), Investment Banker ($120k-$200k, 150+), Risk Manager ($90k-$140k, 180+), Portfolio Manager ($100k-$160k, 120+), Certified Accountant ($55k-$85k, 350+) and Financial Advisor ($70k-$110k, 250+). See Finance & Banking in the Industries menu.`,
  },
  {
    id: 'industry-manufacturing',
    title: 'Manufacturing',
    keywords: ['manufacturing', 'factory', 'production', 'plant', 'automotive', 'electronics', 'machinery', 'quality', 'operations', 'technician'],
    questions: ['Do you have manufacturing jobs?', 'Are you hiring for production roles?'],
    answer:
      `Manufacturing has ${figures.manufacturing.openings} production jobs at ${figures.manufacturing.plants} manufacturing plants, with a ${figures.manufacturing.safetyRating} safety rating. Roles include Production Manager ($70k-$110k, 280+ openings), Quality Engineer ($65k-$95k, 350+), Manufacturing Engineer ($70k-$105k, 200+), Plant Supervisor ($55k-$85k, 400+), Process Technician ($45k-$65k, 500+) and Operations Manager ($80k-$120k, 150+). See Manufacturing in the Industries menu.`,
  },
  {
    id: 'industry-others',
    title: 'Other industries',
    keywords: ['legal', 'lawyer', 'education', 'teacher', 'teaching', 'hospitality', 'hotel', 'media', 'entertainment', 'creative', 'arts', 'design', 'designer', 'music', 'travel', 'tourism', 'consulting', 'other', 'others'],
    questions: ['Do you have jobs outside tech?', 'Are there teaching jobs?', 'Do you recruit in hospitality?'],
    answer:
      `Beyond our main industries we have ${figures.others.openings} opportunities with 500+ partner organizations in legal services, education, hospitality, media and entertainment, creative arts, music, travel and tourism, and consulting. See Others in the Industries menu.`,
  },
  {
    id: 'signup',
    title: 'Signing up',
    keywords: ['sign', 'signup', 'register', 'registration', 'account', 'join', 'create', 'started', 'start', 'enrol', 'enroll', 'onboard'],
    questions: [
      'How do I sign up?',
      'How do I create an account?',
      'How can I register as a company?',
      'How do I get started?',
      'How do I join as a professional?',
    ],
    answer:
      'Choose Get Started at the top of the page, then pick the Professional or Company tab. Fill in your details, choose a password and confirm it, tick the box to agree to the Terms and Privacy Policy, and create your account. Once it is created you are taken to the portal to sign in.',
  },
  {
    id: 'signin',
    title: 'Signing in',
    keywords: ['login', 'log', 'signin', 'password', 'portal', 'forgot', 'dashboard', 'credentials'],
    questions: ['How do I log in?', 'Where do I sign in?', 'I forgot my password', 'Where is my dashboard?'],
    answer:
      'Use the Login button at the top of the page: it takes you to the portal, where you sign in and manage your profile, applications or requirements. If you cannot sign in, contact us and we will help.',
  },
  {
    id: 'hiring',
    title: 'Hiring with us',
    keywords: ['hire', 'hiring', 'recruit', 'recruiting', 'recruitment', 'candidates', 'candidate', 'talent', 'staff', 'staffing', 'requirements', 'vacancy', 'vacancies', 'employer', 'employers', 'consultation', 'post', 'advert', 'advertise'],
    questions: [
      'How do I hire through you?',
      'I want to recruit staff',
      'How can my company find candidates?',
      'How do I post a job?',
    ],
    answer:
      'To hire with us, post your requirements on the portal (Post Requirements) or book a consultation through the Contact page. We send pre-screened candidates, with an average matching time of 24 hours, place in 15 days or less and back every placement with a 6-month replacement guarantee. The For Companies page explains the process.',
  },
  {
    id: 'jobs',
    title: 'Finding a job',
    keywords: ['job', 'jobs', 'work', 'role', 'roles', 'opportunity', 'opportunities', 'career', 'apply', 'cv', 'resume', 'position', 'positions', 'employment', 'seeker', 'openings'],
    questions: [
      'How do I find a job?',
      'I am looking for work',
      'How do I upload my CV?',
      'How do I apply for a position?',
    ],
    answer:
      'Create a free profile and upload your CV on the portal (Upload CV): we match you with companies hiring in your field, free of charge, and you can browse open roles from Find Jobs. The For Professionals page shows how it works.',
  },
  {
    id: 'about',
    title: 'About Vital',
    keywords: ['about', 'who', 'company', 'founded', 'history', 'ethical', 'ethics', 'mission', 'values', 'vital', 'trust', 'success', 'rate', 'statistics'],
    questions: ['Who are you?', 'When was Vital founded?', 'What is ethical recruitment?', 'Tell me about your company'],
    answer:
      'Vital was founded in 2019 to make recruitment ethical: honest job postings, fair assessments and transparent fees, guided by three values, Ethical Practices, People First and Excellence. We have helped 50K+ professionals and 2K+ companies in 50+ countries, with a 95% success rate and more than 10,000 placements.',
  },
  {
    id: 'team',
    title: 'Our team and careers at Vital',
    keywords: ['team', 'staff', 'people', 'recruiters', 'careers', 'vital', 'meet', 'employees', 'founders'],
    questions: ['Who is on your team?', 'Can I work for Vital?', 'Are you hiring at Vital?'],
    answer:
      'You can meet our recruiters and specialists on the Team page. To join the Vital team, use Contact HR in the Join Our Team section, or write to us through the Contact page.',
  },
  {
    id: 'blog',
    title: 'Blog and career advice',
    keywords: ['blog', 'blogs', 'article', 'articles', 'advice', 'tips', 'news', 'resources', 'guide', 'interview'],
    questions: ['Do you have career advice?', 'Where can I read your blog?', 'Any interview tips?'],
    answer:
      'Our Blogs page has hiring and career advice, such as how to stand out in competitive job markets and the skills employers want. Professionals also get interview preparation and salary guidance as part of free job matching.',
  },
  {
    id: 'greeting',
    title: 'Hello',
    keywords: ['hi', 'hello', 'hey', 'morning', 'afternoon', 'evening', 'greetings', 'howdy'],
    questions: ['Hello', 'Hi there', 'Good morning'],
    answer:
      'Hello! I can tell you about our services, fees, the 6-month replacement guarantee, how fast we place, industries, offices, or how to sign up. What would you like to know?',
  },
  {
    id: 'thanks',
    title: 'Thanks',
    keywords: ['thanks', 'thank', 'thx', 'cheers', 'bye', 'goodbye', 'great', 'helpful'],
    questions: ['Thank you', 'Thanks, bye'],
    answer: `You're welcome! If there is anything else, ask me here, or reach our team at ${company.email}.`,
  },
] as const satisfies readonly KnowledgeEntry[];

export type TopicId = (typeof knowledge)[number]['id'];

export const DEFAULT_ANSWER = `I'm not sure about that one, but our team will gladly help: send a message from the Contact page, email ${company.email} or call ${company.phone}, and we'll reply within 24 hours. You can also ask me about our services, fees, the replacement guarantee, industries, offices or signing up.`;
