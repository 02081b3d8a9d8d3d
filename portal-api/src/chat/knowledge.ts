/** What the assistant knows: the site's own facts (SPEC §1–2), one answer per topic. */
export interface KnowledgeEntry {
  id: string;
  keywords: string[];
  answer: string;
}

export const knowledge: KnowledgeEntry[] = [
  {
    id: 'fees',
    keywords: ['fee', 'fees', 'cost', 'costs', 'price', 'pricing', 'pay', 'charge', 'charges', 'free', 'money', 'expensive'],
    answer:
      'Job matching is free for professionals. We charge only for premium training and certification. Companies agree a placement fee with us before a search starts, and every placement comes with our 6-month replacement guarantee.',
  },
  {
    id: 'guarantee',
    keywords: ['guarantee', 'replacement', 'replace', 'warranty', 'leaves', 'quit'],
    answer:
      'Every placement comes with a 6-month replacement guarantee: if the person leaves or is not the right fit within six months, we find a replacement at no extra cost.',
  },
  {
    id: 'speed',
    keywords: ['long', 'fast', 'quick', 'quickly', 'days', 'time', 'soon', 'speed', 'timeline'],
    answer:
      'We place candidates in 15 days or less, and our average time to a first match is 24 hours. Our success rate is 95%.',
  },
  {
    id: 'services',
    keywords: ['services', 'service', 'offer', 'provide', 'solutions', 'help', 'do'],
    answer:
      'We offer recruitment for companies (pre-screened candidates, placement in 15 days or less), free job matching for professionals, premium training and certification programmes, and HR solutions such as onboarding, payroll and HR consulting. See the Services page for details.',
  },
  {
    id: 'contact',
    keywords: ['contact', 'office', 'offices', 'address', 'phone', 'call', 'email', 'where', 'located', 'location', 'reach'],
    answer:
      'You can reach us at hello@vital.example or +1 (212) 555-0142. Our offices are in New York (350 Fifth Avenue), London (30 St Mary Axe) and Singapore (1 Raffles Place). The Contact page has a form, and we reply within 24 hours.',
  },
  {
    id: 'industries',
    keywords: ['industry', 'industries', 'sector', 'sectors', 'it', 'technology', 'healthcare', 'engineering', 'finance', 'banking', 'manufacturing'],
    answer:
      'We recruit in IT & Technology (2,500+ open roles), Healthcare (1,800+), Engineering (1,200+), Finance & Banking (750+ positions), Manufacturing (1,100+ production jobs) and many other fields such as legal, education, hospitality and the creative industries.',
  },
  {
    id: 'signup',
    keywords: ['sign', 'signup', 'register', 'registration', 'account', 'join', 'create', 'profile', 'start', 'started'],
    answer:
      'Choose Get Started at the top of the page, pick Professional or Company, fill in your details and agree to the terms. Once your account is created you are taken to the portal to sign in.',
  },
  {
    id: 'training',
    keywords: ['training', 'course', 'courses', 'certification', 'certificate', 'learn', 'learning', 'upskill', 'skills'],
    answer:
      'Our premium training programmes offer industry certifications and mentor-led courses you can take online at your own pace. Training is the only part of our service professionals pay for.',
  },
  {
    id: 'hiring',
    keywords: ['hire', 'hiring', 'recruit', 'recruitment', 'candidates', 'talent', 'staff', 'requirements', 'vacancy', 'post'],
    answer:
      'To hire with us, post your requirements on the portal or book a consultation through the Contact page. We send pre-screened candidates, usually within 24 hours, and aim to place in 15 days or less.',
  },
  {
    id: 'jobs',
    keywords: ['job', 'jobs', 'work', 'role', 'roles', 'opportunity', 'opportunities', 'career', 'apply', 'cv', 'resume'],
    answer:
      'Create a free profile and upload your CV on the portal: we match you with companies hiring in your field, free of charge. Browse open roles from Find Opportunities.',
  },
  {
    id: 'about',
    keywords: ['about', 'who', 'company', 'founded', 'history', 'ethical', 'mission', 'vital'],
    answer:
      'Vital was founded in 2019 to make recruitment ethical: honest job adverts, fair assessments and transparent fees. We have helped 50K+ professionals and 2K+ companies in 50+ countries.',
  },
  {
    id: 'greeting',
    keywords: ['hi', 'hello', 'hey', 'morning', 'afternoon', 'evening', 'thanks', 'thank'],
    answer: 'Hello! I can tell you about our services, fees, the 6-month guarantee, industries, offices, or how to sign up. What would you like to know?',
  },
];

export const DEFAULT_ANSWER =
  "I'm not sure about that one. Our team will gladly help: use the Contact page or email hello@vital.example, and we'll reply within 24 hours.";
