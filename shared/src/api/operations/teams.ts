import { toTeamMember, type TeamMember } from '../entities';
import { fallbackTeam } from '../fallbacks/fallback-team';
import { useList } from './listing';

const PATH = '/api/teams';

/**
 * The team with photo_path resolved; failure or non-list gives the built-in team.
 * `team` is null while the first call is pending; an empty list is used as is.
 */
export function useTeam(): { team: TeamMember[] | null; isFallback: boolean; isLoading: boolean } {
  const { data, error, isLoading } = useList(PATH, toTeamMember);
  const team = data ?? (error ? fallbackTeam : null);
  return { team, isFallback: team === fallbackTeam, isLoading };
}
