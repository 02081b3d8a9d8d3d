import { type ApiClient } from '../api-client';
import { toTeamMember, type TeamMember } from '../entities';
import { fallbackTeam } from '../fallbacks/fallback-team';
import { fetchList, useList } from './listing';

const PATH = '/api/teams';

export const fetchTeams = (client: ApiClient): Promise<TeamMember[]> =>
  fetchList(client, PATH, toTeamMember);

/** SPEC §7: the team with photo_path resolved; failure or non-list gives the built-in team. */
export async function getTeams(client: ApiClient): Promise<TeamMember[]> {
  try {
    return await fetchTeams(client);
  } catch {
    return fallbackTeam;
  }
}

/** `team` is null while the first call is pending; the built-in team once it has failed. */
export function useTeam(): { team: TeamMember[] | null; isFallback: boolean; isLoading: boolean } {
  const { data, error, isLoading } = useList(PATH, toTeamMember);
  const team = data ?? (error ? fallbackTeam : null);
  return { team, isFallback: team === fallbackTeam, isLoading };
}
