import { drawnOnServer, pageRoute, type PageRoute } from '../../lib/page-route';

/** The forum (issue 21): the list is public and drawn on the server for a guest; a discussion needs sign-in. */
export const forumRoutes: PageRoute[] = [pageRoute('forum', 'forum/routes/forum-page', drawnOnServer)];

export const forumSignedInRoutes: PageRoute[] = [pageRoute('forum/:id', 'forum/routes/discussion-page')];
