import { OpenRoles } from './open-roles';

// Rendered on each request, so the environment below is read at run time.
export const dynamic = 'force-dynamic';

/** The team's page: a few open roles, loaded in the browser by the React components. */
export default function TeamPage() {
  return (
    <>
      <h2>Join the team</h2>
      <OpenRoles baseUrl={process.env.JOB_BOARDS_BASE_URL ?? 'http://127.0.0.1:8787'} token={process.env.JOB_BOARDS_TOKEN ?? 'jb_demo_public'} />
    </>
  );
}
