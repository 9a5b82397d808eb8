/** /admin/config.yml: the editor's configuration, generated from the content schemas at build time. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { PUBLIC_CMS_BRANCH, PUBLIC_CMS_REPO, PUBLIC_SITE_URL } from 'astro:env/client';
import { editorConfigYaml } from '../../features/editor/index.build';

export const GET: APIRoute = async () => {
  const settingsFiles = (await getCollection('settings')).map((entry) => entry.id);
  const yaml = editorConfigYaml({ repo: PUBLIC_CMS_REPO, branch: PUBLIC_CMS_BRANCH, siteUrl: PUBLIC_SITE_URL }, settingsFiles);
  return new Response(yaml, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
