/** Words the industry templates put around the content of each page. */
export const templateLabels = {
  salary: 'Salary',
  openings: 'Openings',
  /** Read after a role's button, so six "Apply Now" buttons are told apart: "Apply Now for Risk Manager". */
  roleActionJoin: 'for',
} as const;
