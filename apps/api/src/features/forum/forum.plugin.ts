import { areaPlugin } from '../../lib/area-plugin';
import { forumRoutes } from './forum.routes';

/** The forum (issue 21): discussions, comments, replies and reactions for active members. */
export const forumArea = areaPlugin(forumRoutes);
