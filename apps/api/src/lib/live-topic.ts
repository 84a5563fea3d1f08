/** The event bus topic of one user's live events (GET /api/v1/live listens on it for the signed-in user). */
export const liveTopic = (userId: string) => `user:${userId}`;
