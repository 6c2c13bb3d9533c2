// autocannon setupRequest for bench/orders.bench.ts (a file: autocannon's worker thread cannot receive a function).
// Each request is a different shopper from a different address (X-Forwarded-For, the app runs with TRUST_PROXY=true),
// so every order is counted by the rate limit like a real one without any address reaching its limit.
let n = 0;
module.exports = (request) => {
  n++;
  const body = JSON.parse(request.body);
  body.phone = `7${String(n % 10_000_000).padStart(7, '0')}`;
  body.email = `client${n}@example.com`;
  return {
    ...request,
    body: JSON.stringify(body),
    headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
  };
};
