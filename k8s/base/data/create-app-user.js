// Runs once, when MongoDB initialises an empty data directory (the image's
// /docker-entrypoint-initdb.d): creates the shop's own user, allowed to read and write the four
// services' databases and nothing else, so the services never hold the root password.
// Used by docker-compose.yml (bind mount) and k8s/base/data (ConfigMap).
const user = process.env.MONGO_APP_USER;
const password = process.env.MONGO_APP_PASSWORD;
if (!user || !password) throw new Error('MONGO_APP_USER and MONGO_APP_PASSWORD must be set');
db.getSiblingDB('admin').createUser({
  user,
  pwd: password,
  roles: ['catalog', 'orders', 'identity', 'messaging'].map((service) => ({
    role: 'readWrite',
    db: `flowershop_${service}`,
  })),
});
