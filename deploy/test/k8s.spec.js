// k8s/ as an operator deploys it: each overlay rendered by `kubectl kustomize` (no cluster needed),
// every object validated offline against the Kubernetes API schemas (kubernetes-models: types,
// enums, required fields; and its TypeScript types, which refuse unknown fields as the API server
// does), then the deployment's rules: probes, resources, non-root pods, only the gateway reachable
// from outside, each process reaching only what it uses, and the settings its config class needs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it as nodeIt } from 'node:test';
import ts from 'typescript';
import { parse, parseAllDocuments } from 'yaml';
import { StorageConfig } from '@flowershop/common/config';
import {
  commandOf,
  configClassOf,
  generatedSecret,
  PROCESSES,
  productionProblems,
  root,
  run,
  SEED,
  seedConfigClass,
} from './support.js';

const OVERLAYS = ['dev', 'prod'];
const SECRET_TEMPLATE = join(root, 'k8s', 'secrets.example.yaml');
const SERVICES = PROCESSES.filter((name) => name !== 'gateway');
const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'Job'];

function kubectlSkipReason() {
  const version = run('kubectl', ['version', '--client', '-o', 'json']);
  if (version.status !== 0) {
    return "kubectl is not installed (Debian has no current kubectl; the Kubernetes project's package or a cloud SDK brings it): the overlays were not rendered";
  }
  const kustomize = JSON.parse(version.stdout).kustomizeVersion ?? 'v0';
  if (Number(/v(\d+)/.exec(kustomize)?.[1] ?? 0) < 4) {
    return `kubectl bundles kustomize ${kustomize}; the overlays need kustomize v4 or later`;
  }
  return false;
}
const skip = kubectlSkipReason();
/** Skipped test by test, so that the run's closing "N skipped" counts them. */
const it = (name, fn) => nodeIt(name, { skip }, fn);

function render(overlay) {
  const result = run('kubectl', ['kustomize', join(root, 'k8s', 'overlays', overlay)]);
  assert.equal(result.status, 0, `kubectl kustomize k8s/overlays/${overlay} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => document.toJS());
}

const secretTemplate = parse(readFileSync(SECRET_TEMPLATE, 'utf8'));
const secretValues = Object.fromEntries(
  Object.entries(secretTemplate.stringData).map(([key, value]) => [
    key,
    value.replaceAll('REPLACE_ME', generatedSecret()),
  ]),
);

// ---- validation against the API schemas ---------------------------------------------------------

const modelModule = (object) => `kubernetes-models/${object.apiVersion}/${object.kind}`;

async function schemaErrors(objects) {
  const errors = [];
  for (const object of objects) {
    const { [object.kind]: Model } = await import(modelModule(object));
    assert.ok(Model, `no schema for ${object.apiVersion} ${object.kind}`);
    try {
      new Model(object).validate();
    } catch (error) {
      errors.push(`${object.kind}/${object.metadata?.name}: ${error.message}`);
    }
  }
  return errors;
}

/**
 * Fields the API does not know (a typo, or a field of another version) pass a JSON schema without
 * `additionalProperties: false`, but not TypeScript's check of object literals against the models'
 * types: each object becomes `new Model({...})` in a program compiled in memory.
 */
function unknownFieldErrors(objects) {
  const models = [...new Set(objects.map(modelModule))];
  const lines = models.map((module, index) => `import { ${module.split('/').pop()} as M${index} } from '${module}';`);
  const first = lines.length;
  for (const { apiVersion, kind, ...data } of objects) {
    // The models' constructors set apiVersion and kind themselves.
    lines.push(`new M${models.indexOf(modelModule({ apiVersion, kind }))}(${JSON.stringify(data)});`);
  }
  const fileName = join(root, 'deploy', 'test', '__rendered_manifests__.ts');
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, lines.join('\n'), language)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? lines.join('\n') : readFile.call(host, name));
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : -1;
    const object = objects[line - first];
    const where = object ? `${object.kind}/${object.metadata?.name}` : `line ${line}`;
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

// ---- reading the rendered objects ---------------------------------------------------------------

const byKind = (objects, kind) => objects.filter((object) => object.kind === kind);
const named = (objects, kind, name) => objects.find((object) => object.kind === kind && object.metadata.name === name);
const appName = (object) => object.metadata.labels?.['app.kubernetes.io/name'];
const podTemplate = (workload) => workload.spec.template;
const workloads = (objects) => objects.filter((object) => WORKLOAD_KINDS.includes(object.kind));
const shopDeployments = (objects) => byKind(objects, 'Deployment').filter((d) => PROCESSES.includes(appName(d)));

function matches(selector, labels = {}) {
  if (!selector) return false;
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) if (labels[key] !== value) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = key in labels;
    if (operator === 'In' && !(has && values.includes(labels[key]))) return false;
    if (operator === 'NotIn' && has && values.includes(labels[key])) return false;
    if (operator === 'Exists' && !has) return false;
    if (operator === 'DoesNotExist' && has) return false;
  }
  return true;
}

const podSecurity = (workload) => podTemplate(workload).spec.securityContext ?? {};
const containers = (workload) => [
  ...(podTemplate(workload).spec.initContainers ?? []),
  ...podTemplate(workload).spec.containers,
];

/** A container's environment as the kubelet makes it: envFrom first, then env with $(NAME) expanded. */
function containerEnv(objects, container) {
  const env = {};
  const helpers = new Set();
  for (const source of container.envFrom ?? []) {
    const configMap = named(objects, 'ConfigMap', source.configMapRef?.name);
    assert.ok(configMap, `ConfigMap ${source.configMapRef?.name} is not rendered`);
    Object.assign(env, configMap.data);
  }
  for (const { name, value, valueFrom } of container.env ?? []) {
    if (valueFrom) {
      const { name: secret, key } = valueFrom.secretKeyRef ?? {};
      assert.equal(secret, secretTemplate.metadata.name, `${name} is read from ${secret}`);
      assert.ok(key in secretValues, `${key} is not in k8s/secrets.example.yaml`);
      env[name] = secretValues[key];
    } else {
      env[name] = value.replace(/\$\(([A-Z0-9_]+)\)/g, (_, ref) => {
        helpers.add(ref);
        return env[ref] ?? `$(${ref})`;
      });
    }
  }
  return { env, helpers };
}

// ---- network policies ---------------------------------------------------------------------------

/** Pods of the render (by app name) that a peer of a policy rule selects. */
function peersOf(objects, policy, peer) {
  if (peer.ipBlock) return [`ipBlock ${peer.ipBlock.cidr}`];
  if (peer.namespaceSelector) {
    const sameNamespace = matches(peer.namespaceSelector, { 'kubernetes.io/metadata.name': policy.metadata.namespace });
    const where = JSON.stringify(peer.namespaceSelector.matchLabels ?? peer.namespaceSelector);
    if (!sameNamespace)
      return [`${peer.podSelector ? JSON.stringify(peer.podSelector.matchLabels) : 'pods'} in ${where}`];
  }
  return workloads(objects)
    .filter((workload) => matches(peer.podSelector ?? {}, podTemplate(workload).metadata.labels))
    .map(appName);
}

/** What the policies let pods with these labels reach (egress) or be reached by (ingress), as `peer:port`. */
function allowed(objects, labels, direction) {
  const found = new Set();
  for (const policy of byKind(objects, 'NetworkPolicy')) {
    const types = policy.spec.policyTypes ?? ['Ingress'];
    const type = direction === 'egress' ? 'Egress' : 'Ingress';
    if (!types.includes(type) || !matches(policy.spec.podSelector, labels)) continue;
    for (const rule of policy.spec[direction] ?? []) {
      const peers = rule[direction === 'egress' ? 'to' : 'from'];
      const ports = (rule.ports ?? [{ port: 'any' }]).map((port) => port.port);
      const names = peers ? peers.flatMap((peer) => peersOf(objects, policy, peer)) : ['anywhere'];
      for (const name of names) for (const port of ports) found.add(`${name}:${port}`);
    }
  }
  return found;
}

const DNS = ['{"k8s-app":"kube-dns"} in {"kubernetes.io/metadata.name":"kube-system"}:53'];
const SMTP_RELAY = ['ipBlock 0.0.0.0/0:587', 'ipBlock 0.0.0.0/0:465', 'ipBlock 0.0.0.0/0:25'];

/** What each shop process must reach, and nothing more: derived from what its config class reads. */
async function expectedEgress(name, overlay) {
  const expected = [...DNS, 'rabbitmq:5672'];
  if (name !== 'gateway') expected.push('mongodb:27017');
  if ((await configClassOf(name)).prototype instanceof StorageConfig) expected.push('minio:9000');
  if (name === 'messaging') expected.push(...SMTP_RELAY, ...(overlay === 'dev' ? ['mailpit:1025'] : []));
  return expected;
}

for (const overlay of OVERLAYS) {
  describe(`k8s/overlays/${overlay}`, () => {
    let objects;
    const rendered = () => (objects ??= render(overlay));

    it('validates against the Kubernetes API schemas, with no field the API does not know', async () => {
      const all = [...rendered(), secretTemplate];
      assert.deepEqual(await schemaErrors(all), []);
      assert.deepEqual(unknownFieldErrors(all), []);
    });

    it('puts everything in one namespace that enforces the restricted Pod Security profile', () => {
      const [namespace] = byKind(rendered(), 'Namespace');
      assert.equal(namespace.metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
      for (const object of rendered().filter((o) => o.kind !== 'Namespace')) {
        assert.equal(object.metadata.namespace, namespace.metadata.name, `${object.kind}/${object.metadata.name}`);
      }
    });

    it('runs every pod as the restricted profile requires: non-root, no privilege escalation, no capabilities', () => {
      for (const workload of workloads(rendered())) {
        const where = `${workload.kind}/${workload.metadata.name}`;
        const pod = podTemplate(workload).spec;
        assert.equal(podSecurity(workload).runAsNonRoot, true, `${where}: runAsNonRoot`);
        assert.equal(podSecurity(workload).seccompProfile?.type, 'RuntimeDefault', `${where}: seccompProfile`);
        assert.ok(!pod.hostNetwork && !pod.hostPID && !pod.hostIPC, `${where}: host namespaces`);
        assert.equal(pod.automountServiceAccountToken, false, `${where}: no API token`);
        for (const volume of pod.volumes ?? []) assert.equal(volume.hostPath, undefined, `${where}: hostPath`);
        for (const container of containers(workload)) {
          const security = container.securityContext ?? {};
          assert.equal(
            security.allowPrivilegeEscalation,
            false,
            `${where}/${container.name}: allowPrivilegeEscalation`,
          );
          assert.deepEqual(security.capabilities?.drop, ['ALL'], `${where}/${container.name}: drop ALL`);
          assert.ok(!security.privileged, `${where}/${container.name}: privileged`);
          assert.notEqual(security.runAsUser, 0, `${where}/${container.name}: root`);
          assert.ok(container.resources?.requests?.cpu && container.resources?.requests?.memory, `${where}: requests`);
          assert.ok(container.resources?.limits?.cpu && container.resources?.limits?.memory, `${where}: limits`);
          assert.ok(
            !container.image.endsWith(':latest') && container.image.includes(':'),
            `${where}: ${container.image} unpinned`,
          );
        }
      }
    });

    it('gives every Deployment readiness and liveness probes on ports it declares, and a read-only root with /tmp', () => {
      for (const deployment of byKind(rendered(), 'Deployment')) {
        for (const container of containers(deployment)) {
          const where = `${deployment.metadata.name}/${container.name}`;
          assert.equal(container.securityContext.readOnlyRootFilesystem, true, `${where}: readOnlyRootFilesystem`);
          for (const probe of ['readinessProbe', 'livenessProbe']) {
            const handler = container[probe]?.httpGet ?? container[probe]?.tcpSocket ?? container[probe]?.exec;
            assert.ok(handler, `${where}: no ${probe}`);
            if (typeof handler.port === 'string') {
              assert.ok(
                container.ports?.some((p) => p.name === handler.port),
                `${where}: ${probe} port ${handler.port}`,
              );
            }
          }
        }
      }
      for (const deployment of shopDeployments(rendered())) {
        const pod = podTemplate(deployment).spec;
        const tmp = pod.containers[0].volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        assert.ok(
          pod.volumes.find((volume) => volume.name === tmp?.name)?.emptyDir,
          `${deployment.metadata.name}: /tmp`,
        );
        assert.ok(
          pod.terminationGracePeriodSeconds >= 15,
          `${deployment.metadata.name}: terminationGracePeriodSeconds`,
        );
      }
    });

    it("probes each process where it answers: the gateway's /api/health/{ready,live} on PORT, a service's /health/{ready,live} on HEALTH_PORT", () => {
      for (const deployment of shopDeployments(rendered())) {
        const [container] = podTemplate(deployment).spec.containers;
        const { env } = containerEnv(rendered(), container);
        const portOf = (probe) => container.ports.find((p) => p.name === container[probe].httpGet.port)?.containerPort;
        const gateway = appName(deployment) === 'gateway';
        const [prefix, port] = gateway ? ['/api/health', env.PORT] : ['/health', env.HEALTH_PORT];
        assert.equal(container.readinessProbe.httpGet.path, `${prefix}/ready`, appName(deployment));
        assert.equal(container.livenessProbe.httpGet.path, `${prefix}/live`, appName(deployment));
        assert.equal(String(portOf('readinessProbe')), port, appName(deployment));
        assert.equal(String(portOf('livenessProbe')), port, appName(deployment));
      }
    });

    it('gives each process its SHUTDOWN_GRACE_MS (after any preStop pause) before the kubelet kills it', async () => {
      for (const deployment of shopDeployments(rendered())) {
        const pod = podTemplate(deployment).spec;
        const { env } = containerEnv(rendered(), pod.containers[0]);
        const grace = Number(
          env.SHUTDOWN_GRACE_MS ?? new (await configClassOf(appName(deployment)))().SHUTDOWN_GRACE_MS,
        );
        const [command, seconds] = pod.containers[0].lifecycle?.preStop?.exec?.command ?? [];
        const pause = command === 'sleep' ? Number(seconds) * 1000 : 0;
        assert.ok(
          (pod.terminationGracePeriodSeconds ?? 30) * 1000 >= pause + grace + 5000,
          `${appName(deployment)}: terminationGracePeriodSeconds`,
        );
      }
    });

    it('keeps MongoDB, RabbitMQ and MinIO in StatefulSets with volume claim templates', () => {
      for (const name of ['mongodb', 'rabbitmq', 'minio']) {
        const set = named(rendered(), 'StatefulSet', name);
        assert.ok(set, `no StatefulSet ${name}`);
        const claims = set.spec.volumeClaimTemplates?.map((claim) => claim.metadata.name) ?? [];
        assert.ok(claims.length > 0, `${name}: no volumeClaimTemplates`);
        assert.ok(set.spec.template.spec.containers[0].volumeMounts.some((mount) => claims.includes(mount.name)));
        assert.ok(named(rendered(), 'Service', set.spec.serviceName), `${name}: no governing Service`);
      }
    });

    it('lets only the gateway in from outside: one Ingress, to the gateway, and no other exposed Service', () => {
      const ingresses = byKind(rendered(), 'Ingress');
      assert.equal(ingresses.length, 1);
      const backends = ingresses[0].spec.rules.flatMap((rule) =>
        rule.http.paths.map((path) => path.backend.service.name),
      );
      assert.deepEqual([...new Set(backends)], ['gateway']);
      const gatewayService = named(rendered(), 'Service', 'gateway');
      assert.ok(
        matches(
          { matchLabels: gatewayService.spec.selector },
          podTemplate(named(rendered(), 'Deployment', 'gateway')).metadata.labels,
        ),
      );
      for (const service of byKind(rendered(), 'Service')) {
        assert.ok(
          !['NodePort', 'LoadBalancer'].includes(service.spec.type),
          `${service.metadata.name}: ${service.spec.type}`,
        );
      }
    });

    it('denies all traffic by default and admits traffic from outside the namespace to the gateway only', () => {
      const denyAll = byKind(rendered(), 'NetworkPolicy').find(
        (p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress,
      );
      assert.deepEqual(denyAll?.spec.policyTypes.sort(), ['Egress', 'Ingress'], 'no default-deny policy');
      for (const workload of workloads(rendered())) {
        const from = [...allowed(rendered(), podTemplate(workload).metadata.labels, 'ingress')];
        const outside = from.filter((peer) => / in |ipBlock|anywhere/.test(peer));
        if (appName(workload) === 'gateway') {
          assert.deepEqual(outside, ['pods in {"kubernetes.io/metadata.name":"ingress-nginx"}:3000']);
        } else {
          assert.deepEqual(outside, [], `${appName(workload)} is reachable from outside`);
        }
      }
    });

    it('lets each process reach only the broker, the database, the object store and SMTP it uses, and DNS', async () => {
      for (const deployment of shopDeployments(rendered())) {
        const name = appName(deployment);
        const reaches = [...allowed(rendered(), podTemplate(deployment).metadata.labels, 'egress')].sort();
        assert.deepEqual(reaches, (await expectedEgress(name, overlay)).sort(), name);
        // ...and every destination in the namespace admits it on that port.
        for (const destination of reaches.filter((peer) => /^[a-z-]+:\d+$/.test(peer))) {
          const [target] = destination.split(':');
          const pod = workloads(rendered()).find((workload) => appName(workload) === target);
          const admits = allowed(rendered(), podTemplate(pod).metadata.labels, 'ingress');
          assert.ok(admits.has(`${name}:${destination.split(':')[1]}`), `${target} does not admit ${name}`);
        }
      }
    });

    it('lets the broker, the database and the object store be reached only by the processes that use them', () => {
      // The demo seed runs in dev only.
      const seed = overlay === 'dev' ? [SEED.name] : [];
      const expected = {
        rabbitmq: [...PROCESSES, ...seed].map((name) => `${name}:5672`),
        mongodb: SERVICES.map((name) => `${name}:27017`),
        minio: ['gateway', 'catalog', 'messaging', 'minio-setup', ...seed].map((name) => `${name}:9000`),
      };
      for (const [name, sources] of Object.entries(expected)) {
        const set = named(rendered(), 'StatefulSet', name);
        assert.deepEqual(
          [...allowed(rendered(), podTemplate(set).metadata.labels, 'ingress')].sort(),
          sources.sort(),
          name,
        );
      }
    });

    it('autoscales the gateway and catalog, and keeps every process available through disruptions', () => {
      const autoscalers = byKind(rendered(), 'HorizontalPodAutoscaler');
      assert.deepEqual(autoscalers.map((hpa) => hpa.spec.scaleTargetRef.name).sort(), ['catalog', 'gateway']);
      for (const hpa of autoscalers) {
        const target = named(rendered(), 'Deployment', hpa.spec.scaleTargetRef.name);
        assert.ok(target, `${hpa.metadata.name}: no Deployment`);
        assert.equal(
          target.spec.replicas,
          undefined,
          `${hpa.metadata.name}: the Deployment fixes replicas the HPA owns`,
        );
        assert.ok(hpa.spec.minReplicas >= 1 && hpa.spec.minReplicas <= hpa.spec.maxReplicas);
      }
      for (const deployment of shopDeployments(rendered())) {
        const budget = byKind(rendered(), 'PodDisruptionBudget').find((pdb) =>
          matches(pdb.spec.selector, podTemplate(deployment).metadata.labels),
        );
        assert.ok(budget, `${deployment.metadata.name}: no PodDisruptionBudget`);
      }
      if (overlay === 'prod') {
        for (const deployment of shopDeployments(rendered())) {
          const hpa = autoscalers.find((a) => a.spec.scaleTargetRef.name === deployment.metadata.name);
          assert.ok((hpa?.spec.minReplicas ?? deployment.spec.replicas) >= 2, `${deployment.metadata.name}: one pod`);
        }
      }
    });

    it('runs all five processes from the one image, each its own entry point', () => {
      const deployments = shopDeployments(rendered());
      assert.deepEqual(deployments.map(appName).sort(), [...PROCESSES].sort());
      assert.equal(new Set(deployments.map((d) => podTemplate(d).spec.containers[0].image)).size, 1);
      for (const deployment of deployments) {
        const [container] = podTemplate(deployment).spec.containers;
        assert.deepEqual(container.command, commandOf(appName(deployment)));
      }
    });

    it(
      overlay === 'dev'
        ? 'seeds the demo catalogue by a Job from the shop image, reaching only the broker, the object store and DNS'
        : 'runs no demo seed',
      async () => {
        const job = named(rendered(), 'Job', SEED.name);
        if (overlay !== 'dev') return assert.equal(job, undefined);
        assert.ok(job, 'no demo-catalogue Job');
        const [container] = podTemplate(job).spec.containers;
        const [catalog] = podTemplate(named(rendered(), 'Deployment', 'catalog')).spec.containers;
        assert.equal(container.image, catalog.image);
        assert.deepEqual(container.command, SEED.command);
        const { env, helpers } = containerEnv(rendered(), container);
        assert.equal(env.SEED_DEMO, 'true');
        assert.deepEqual(productionProblems(SEED.name, await seedConfigClass(), env, { helpers }), []);
        const labels = podTemplate(job).metadata.labels;
        const reaches = [...allowed(rendered(), labels, 'egress')].sort();
        assert.deepEqual(reaches, [...DNS, 'minio:9000', 'rabbitmq:5672'].sort());
        for (const destination of ['rabbitmq:5672', 'minio:9000']) {
          const [target, port] = destination.split(':');
          const pod = workloads(rendered()).find((workload) => appName(workload) === target);
          assert.ok(
            allowed(rendered(), podTemplate(pod).metadata.labels, 'ingress').has(`${SEED.name}:${port}`),
            target,
          );
        }
      },
    );

    for (const name of PROCESSES) {
      it(`gives ${name} every setting its config class needs in production`, async () => {
        const [container] = podTemplate(named(rendered(), 'Deployment', name)).spec.containers;
        const { env, helpers } = containerEnv(rendered(), container);
        assert.deepEqual(productionProblems(name, await configClassOf(name), env, { helpers }), []);
      });
    }
  });
}

describe('k8s/secrets.example.yaml', () => {
  nodeIt('holds no secret: every password, key and relay address is REPLACE_ME', () => {
    for (const [key, value] of Object.entries(secretTemplate.stringData)) {
      if (/PASSWORD|SECRET|SMTP_URL/.test(key)) assert.match(value, /REPLACE_ME/, key);
    }
  });
});
