import type { FastifyPluginAsync } from 'fastify';

export const paymentRecoveryPlugin: FastifyPluginAsync = async () => {};
