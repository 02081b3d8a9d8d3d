import { type ApiClient } from '../api-client';
import { toProject, type Project } from '../entities';
import { fetchList, useList } from './listing';

const PATH = '/api/projects';

export const fetchProjects = (client: ApiClient): Promise<Project[]> => fetchList(client, PATH, toProject);

/** SPEC §7: the list, or an empty list on any failure. */
export async function getProjects(client: ApiClient): Promise<Project[]> {
  try {
    return await fetchProjects(client);
  } catch {
    return [];
  }
}

export function useProjects(): { projects: Project[] } {
  const { data } = useList(PATH, toProject);
  return { projects: data ?? [] };
}
