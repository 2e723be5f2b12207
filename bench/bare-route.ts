// The yardstick of the throughput benchmarks: one Fastify route that answers a constant, in its
// own process like the app it is compared with. Listens on PORT at 127.0.0.1.
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/ping', async () => ({ code: 200, msg: '操作成功' }));
await bare.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));
