import type Database from 'better-sqlite3';

export interface SeedOptions {
  /** Public address of this server, for the media addresses stored as absolute URLs. */
  publicUrl: string;
}

/**
 * Stands for this server's public address in stored media URLs; the content
 * routes put the address in when they answer, so the database does not depend
 * on the port it was created with.
 */
export const PUBLIC_URL_TOKEN = '{{PUBLIC_URL}}';

// Media paths are stored in the several shapes the real portal returns, so
// the site's path normalisation (shared/src/api/storage-path.ts) is exercised for real:
// relative, with a leading @, absolute on this host without and with the
// storage segment, and with escaped slashes.
const mediaPath = (publicUrl: string, shape: 'relative' | 'at' | 'absolute' | 'segment' | 'escaped', file: string) => {
  switch (shape) {
    case 'relative':
      return file;
    case 'at':
      return `@${file}`;
    case 'absolute':
      return `${publicUrl}/${file}`;
    case 'segment':
      return `${publicUrl}/storage/${file}`;
    case 'escaped':
      return file.replaceAll('/', '\\/');
  }
};

const paragraphs = (...parts: string[]) => parts.join('\n\n');

export function seedContent(db: Database.Database, _options: SeedOptions) {
  const publicUrl = PUBLIC_URL_TOKEN;
  const blog = db.prepare(
    `INSERT INTO blogs (title, description, body, file_url, file_type, created_at, updated_at)
     VALUES (@title, @description, @body, @file_url, @file_type, @created_at, @updated_at)`,
  );
  const blogs = [
    {
      title: 'Hiring for Potential: A Playbook for 2026',
      description: 'Skills-based hiring widens your talent pool and cuts time-to-hire. Here is how our clients put it into practice.',
      body: paragraphs(
        'Degrees and job titles tell you where a candidate has been. Skills tell you where they can go. Over the past year, the companies we work with that moved to skills-based job descriptions filled roles faster and kept new hires longer.',
        'Start with the work, not the résumé: list the five tasks the person will do in their first ninety days, then the skills each task needs. Replace "5+ years of experience" with the evidence you actually want to see.',
        'Finally, assess consistently. A short, paid work sample scored against a rubric is fairer and more predictive than an unstructured conversation.',
      ),
      file_url: mediaPath(publicUrl, 'relative', 'blog_files/hiring-for-potential.svg'),
      file_type: 'image',
      created_at: '2026-10-28T09:00:00.000Z',
    },
    {
      title: 'Inside a 15-Day Placement',
      description: 'A short film of how a brief becomes a signed offer in fifteen days or less, step by step.',
      body: paragraphs(
        'Day 1 is the brief: we meet the hiring manager and agree on the outcomes the role must deliver. By day 3 a shortlist of pre-screened candidates is ready, each with a structured assessment.',
        'Interviews run in days 4 to 10, with feedback within 24 hours of each one. Offers go out by day 12, and most are signed before day 15.',
        'Every placement is covered by our 6-month replacement guarantee.',
      ),
      file_url: mediaPath(publicUrl, 'absolute', 'blog_files/placement-in-15-days.webm'),
      file_type: 'video',
      created_at: '2026-10-14T09:00:00.000Z',
    },
    {
      title: 'Five Interview Questions That Predict Performance',
      description: 'Structured questions beat gut feeling. These five tell you more than any brainteaser.',
      body: paragraphs(
        'Ask about a real situation: "Tell me about a time you had to deliver with half the resources you planned for." Then follow up on what the candidate did, not what the team did.',
        'Ask every candidate the same questions, in the same order, and score the answers against criteria you wrote before the first interview.',
      ),
      file_url: mediaPath(publicUrl, 'at', 'blog_files/interview-questions.svg'),
      file_type: 'image',
      created_at: '2026-09-30T09:00:00.000Z',
    },
    {
      title: 'Remote Contracts: What Professionals Should Check',
      description: 'Working hours, equipment, data protection and time zones: a checklist before you sign.',
      body: paragraphs(
        'A remote role is still a contract. Check which country’s law applies, who provides and insures the equipment, and how your working hours are recorded across time zones.',
        'If the contract is vague, ask. A good employer will be glad to make it clear.',
      ),
      file_url: mediaPath(publicUrl, 'segment', 'blog_files/remote-contracts.svg'),
      file_type: 'image',
      created_at: '2026-09-12T09:00:00.000Z',
    },
    {
      title: 'Why Ethical Recruitment Pays Off',
      description: 'Transparent fees, honest job adverts and fair assessments build better teams. The numbers agree.',
      body: paragraphs(
        'Candidates who were told the truth about a role stay longer. Companies that publish salary ranges receive more applications. Ethical recruitment is not only right; it is efficient.',
        'We never charge professionals for job matching, and we only charge for premium training and certification.',
      ),
      file_url: mediaPath(publicUrl, 'escaped', 'blog_files/ethical-recruitment.svg'),
      file_type: 'image',
      created_at: '2026-08-25T09:00:00.000Z',
    },
    {
      title: 'Certifications That Matter in Healthcare',
      description: 'Which certifications hiring managers in hospitals and clinics ask for, and how to get them.',
      body: paragraphs(
        'Demand for certified healthcare professionals grew 12% this year. Basic and advanced life support, infection control and specialist nursing certificates top the list.',
        'Our training programmes prepare you for the exams with mentors who work in the field.',
      ),
      file_url: null,
      file_type: null,
      created_at: '2026-08-08T09:00:00.000Z',
    },
  ];
  for (const b of blogs) blog.run({ ...b, updated_at: b.created_at });

  const member = db.prepare(
    `INSERT INTO team_members (position, name, role, description, experience, expertise, photo_path, linkedin, email)
     VALUES (@position, @name, @role, @description, @experience, @expertise, @photo_path, @linkedin, @email)`,
  );
  const team = [
    ['Sarah Mitchell', 'Chief Executive Officer', 'Founded Vital in 2019 after fifteen years leading talent acquisition for global consultancies.', '15+ years', ['Leadership', 'Talent Strategy', 'Ethical Recruitment'], 'relative'],
    ['David Chen', 'Head of Technology Recruitment', 'Builds engineering and data teams for scale-ups and enterprises across three continents.', '12+ years', ['IT & Technology', 'Technical Assessment', 'Engineering Hiring'], 'at'],
    ['Amara Okafor', 'Director of Healthcare Staffing', 'Places nurses, clinicians and care managers with hospitals that put patients first.', '10+ years', ['Healthcare', 'Clinical Roles', 'Compliance'], 'absolute'],
    ['James Rodriguez', 'HR Solutions Lead', 'Designs HR operations, payroll and employee-relations programmes for growing companies.', '9+ years', ['HR Consulting', 'Payroll', 'Employee Relations'], 'segment'],
    ['Priya Sharma', 'Training & Certification Manager', 'Runs our premium training programmes and the mentors behind them.', '8+ years', ['Learning Design', 'Certification', 'Career Coaching'], 'escaped'],
    ['Thomas Müller', 'Finance Recruitment Partner', 'Connects analysts, risk managers and advisers with banks and investment firms.', '11+ years', ['Finance & Banking', 'Executive Search', 'Risk'], 'relative'],
    ['Elena Petrova', 'Client Success Director', 'Makes sure every client hire is still a great fit six months on.', '7+ years', ['Account Management', 'Workforce Planning'], 'relative'],
    ['Kwame Mensah', 'Talent Partner, EMEA', 'Recruits engineers and plant managers for manufacturers in Europe and Africa.', '6+ years', ['Manufacturing', 'Engineering', 'Multilingual Hiring'], 'at'],
  ] as const;
  team.forEach(([name, role, description, experience, expertise, shape], index) => {
    const slug = name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z]+/g, '-');
    member.run({
      position: index + 1,
      name,
      role,
      description,
      experience,
      expertise: JSON.stringify(expertise),
      photo_path: mediaPath(publicUrl, shape, `team_photos/${slug}.svg`),
      linkedin: `https://www.linkedin.com/in/${slug}-vital`,
      email: `${slug.replace(/-/g, '.')}@vital.example`,
    });
  });

  const review = db.prepare(
    `INSERT INTO reviews (type, reviewer_name, review, rating, reviewer_image, title, results, company_name, industry, profession, position, previous_role)
     VALUES (@type, @reviewer_name, @review, @rating, @reviewer_image, @title, @results, @company_name, @industry, @profession, @position, @previous_role)`,
  );
  const reviews = [
    {
      type: 'professional', reviewer_name: 'Maria Santos', rating: 5, title: 'From night shifts to ward manager',
      review: 'Vital understood what I wanted from my next role before I did. Two weeks after my first call I had an offer as ward manager, closer to home and with better hours.',
      results: ['Promoted to ward manager', 'Offer in 14 days'], industry: 'Healthcare', profession: 'Registered Nurse', position: 'Ward Manager', previous_role: 'Staff Nurse', company_name: 'St. Mary’s Hospital',
    },
    {
      type: 'company', reviewer_name: 'Daniel Brooks', rating: 5, title: 'A complete data team in six weeks',
      review: 'We needed five data engineers at once. Vital sent a shortlist in three days and every hire is still with us a year later.',
      results: ['5 engineers hired in 6 weeks', '100% retention after 12 months'], industry: 'IT & Technology', position: 'CTO', company_name: 'Northwind Analytics',
    },
    {
      type: 'professional', reviewer_name: 'Ahmed Hassan', rating: 4.5, title: 'A career change that worked',
      review: 'I moved from teaching into instructional design. The training programme and my recruiter’s coaching made the switch possible.',
      results: ['Career change in 3 months', 'Certified in learning design'], industry: 'Education', profession: 'Instructional Designer', position: 'Learning Designer', previous_role: 'Secondary School Teacher', company_name: 'BrightPath Learning',
    },
    {
      type: 'company', reviewer_name: 'Linda Johansson', rating: 5, title: 'Hiring costs down by a third',
      review: 'Their HR solutions team rebuilt our onboarding and the recruitment process around it. We hire faster and spend less doing it.',
      results: ['32% lower cost per hire', 'Time-to-hire down from 45 to 18 days'], industry: 'Manufacturing', position: 'HR Director', company_name: 'Nordic Components',
    },
    {
      type: 'professional', reviewer_name: 'Kenji Watanabe', rating: 5, title: 'Matched with a team that fits',
      review: 'No spam, no pressure: three interviews with companies that actually matched my skills, and a role I love.',
      results: ['Salary up 22%', 'Hired in 12 days'], industry: 'Finance & Banking', profession: 'Financial Analyst', position: 'Senior Financial Analyst', previous_role: 'Financial Analyst', company_name: 'Harbour Capital',
    },
    {
      type: 'company', reviewer_name: 'Grace Adeyemi', rating: 4.5, title: 'A partner, not a supplier',
      review: 'When one hire did not work out, Vital replaced them within the guarantee at no cost. That is what partnership looks like.',
      results: ['12 clinical roles filled', 'Replacement within guarantee'], industry: 'Healthcare', position: 'Operations Director', company_name: 'CarePoint Clinics',
    },
    {
      type: 'professional', reviewer_name: 'Lucas Moreau', rating: 4, title: 'Licensed and hired',
      review: 'The professional-licence preparation and the interview practice got me my first chartered engineer role.',
      results: ['Chartered engineer', 'Offer in 15 days'], industry: 'Engineering', profession: 'Civil Engineer', position: 'Project Engineer', previous_role: 'Graduate Engineer', company_name: 'Atlas Infrastructure',
    },
    {
      type: 'company', reviewer_name: 'Rebecca Stone', rating: 5, title: 'Seasonal hiring without the stress',
      review: 'Forty hotel staff for the summer season, all trained and on time. We will do it again next year.',
      results: ['40 seasonal hires', '98% shift coverage'], industry: 'Hospitality', position: 'General Manager', company_name: 'Coastline Hotels',
    },
  ];
  const reviewDefaults = { company_name: null, industry: null, profession: null, position: null, previous_role: null, reviewer_image: null };
  for (const r of reviews) review.run({ ...reviewDefaults, ...r, results: JSON.stringify(r.results) });

  const service = db.prepare(
    `INSERT INTO services (position, key, title, description, features, expertise, route, button_text, color, icon)
     VALUES (@position, @key, @title, @description, @features, @expertise, @route, @button_text, @color, @icon)`,
  );
  [
    {
      key: 'companies', title: 'For Companies',
      description: 'Pre-screened talent, placement in 15 days or less and a 6-month replacement guarantee.',
      features: ['Pre-screened candidates', 'Placement in 15 days or less', '6-month replacement guarantee', 'Dedicated account manager', 'Employer branding support'],
      expertise: ['Permanent hiring', 'Contract staffing', 'Executive search'], route: '/for-companies', button_text: 'Hire Talent', color: 'blue', icon: 'building',
    },
    {
      key: 'professionals', title: 'For Professionals',
      description: 'Free job matching with companies that share your values, and coaching from recruiters who know your field.',
      features: ['Free job matching', 'CV and profile review', 'Interview preparation', 'Salary guidance'],
      expertise: ['Career coaching', 'Job matching'], route: '/for-professionals', button_text: 'Explore', color: 'teal', icon: 'user',
    },
    {
      key: 'training', title: 'Training Programs',
      description: 'Premium courses and certifications that keep your skills in demand.',
      features: ['Industry certifications', 'Mentor-led courses', 'Flexible online learning', 'Career-ready portfolios'],
      expertise: ['Certification', 'Upskilling'], route: '/for-professionals', button_text: 'Start Learning', color: 'amber', icon: 'graduation-cap',
    },
  ].forEach((s, index) =>
    service.run({ ...s, position: index + 1, features: JSON.stringify(s.features), expertise: JSON.stringify(s.expertise) }),
  );

  const project = db.prepare(
    'INSERT INTO projects (title, client, industry, summary, year) VALUES (@title, @client, @industry, @summary, @year)',
  );
  [
    { title: 'Data platform team build-out', client: 'Northwind Analytics', industry: 'IT & Technology', summary: 'Five data engineers and a lead hired in six weeks.', year: 2025 },
    { title: 'Clinical staffing programme', client: 'CarePoint Clinics', industry: 'Healthcare', summary: 'Twelve clinical roles across four clinics, with compliance checks.', year: 2025 },
    { title: 'Onboarding redesign', client: 'Nordic Components', industry: 'Manufacturing', summary: 'A new onboarding process that halved time-to-productivity.', year: 2026 },
    { title: 'Graduate engineering intake', client: 'Atlas Infrastructure', industry: 'Engineering', summary: 'Twenty graduate engineers selected with structured assessments.', year: 2026 },
  ].forEach((p) => project.run(p));
}
