import type { FastifyInstance } from 'fastify';

/** While the server drains, its answers end their connection: keep-alive would hold the process open. */
export function closeConnectionsWhenDraining(app: FastifyInstance, isAccepting: () => boolean): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isAccepting()) reply.header('connection', 'close');
    return payload;
  });
}
