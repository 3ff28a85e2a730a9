// Renders every overlay with `kubectl kustomize` (offline) and checks the manifests against the rules the
// cluster would enforce, plus ours: probes, selectors, HPA/PDB targets, secrets by reference only.
// Usage: node deploy/validate.mjs   (exit 1 with every problem listed)
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const overlaysDir = path.join(here, 'k8s', 'overlays');
const REQUIRED = {
  Deployment: ['spec.selector.matchLabels', 'spec.template.metadata.labels', 'spec.template.spec.containers'],
  Service: ['spec.selector', 'spec.ports'],
  HorizontalPodAutoscaler: ['spec.scaleTargetRef.name', 'spec.maxReplicas'],
  PodDisruptionBudget: ['spec.selector.matchLabels'],
  Job: ['spec.template.spec.containers', 'spec.template.spec.restartPolicy'],
  ConfigMap: ['data'],
  Ingress: ['spec.rules'],
};
const API_VERSIONS = {
  Deployment: 'apps/v1',
  Service: 'v1',
  HorizontalPodAutoscaler: 'autoscaling/v2',
  PodDisruptionBudget: 'policy/v1',
  Job: 'batch/v1',
  ConfigMap: 'v1',
  Ingress: 'networking.k8s.io/v1',
};

const at = (object, dotted) => dotted.split('.').reduce((value, key) => value?.[key], object);
const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

export function checkManifests(docs, overlay) {
  const problems = [];
  const problem = (doc, text) => problems.push(`${overlay}: ${doc.kind}/${doc.metadata?.name}: ${text}`);
  const deployments = docs.filter((d) => d.kind === 'Deployment');
  for (const doc of docs) {
    if (!doc.apiVersion || !doc.kind || !doc.metadata?.name)
      problems.push(`${overlay}: a document lacks apiVersion/kind/name`);
    if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(doc.metadata?.name ?? ''))
      problem(doc, 'name is not a DNS label');
    if (API_VERSIONS[doc.kind] && doc.apiVersion !== API_VERSIONS[doc.kind])
      problem(doc, `apiVersion should be ${API_VERSIONS[doc.kind]}`);
    if (!API_VERSIONS[doc.kind]) problem(doc, 'unexpected kind');
    for (const field of REQUIRED[doc.kind] ?? [])
      if (at(doc, field) === undefined) problem(doc, `missing ${field}`);
    if (doc.kind === 'Secret') problem(doc, 'secrets must not be in the manifests (reference cvb-secrets)');
    const pod = doc.kind === 'Deployment' || doc.kind === 'Job' ? doc.spec.template.spec : null;
    for (const container of pod?.containers ?? []) {
      if (!container.image || !/:[^/]+$/.test(container.image))
        problem(doc, `container ${container.name} has no image tag`);
      if (!container.resources?.requests)
        problem(doc, `container ${container.name} has no resource requests`);
      for (const env of container.env ?? []) {
        if (/TOKEN|PASSWORD|PEPPER|DATABASE_URL|REDIS_URL/.test(env.name) && env.value !== undefined) {
          problem(doc, `${env.name} must come from a Secret, not a literal`);
        }
      }
      if (doc.kind === 'Deployment' && !container.readinessProbe)
        problem(doc, `container ${container.name} has no readiness probe`);
    }
    if (
      doc.kind === 'Deployment' &&
      !matches(doc.spec.selector.matchLabels, doc.spec.template.metadata.labels)
    ) {
      problem(doc, 'selector does not match the pod labels');
    }
    if (
      doc.kind === 'Service' &&
      !deployments.some((d) => matches(doc.spec.selector, d.spec.template.metadata.labels))
    ) {
      problem(doc, 'selects no Deployment');
    }
    if (
      doc.kind === 'PodDisruptionBudget' &&
      !deployments.some((d) => matches(doc.spec.selector.matchLabels, d.spec.template.metadata.labels))
    ) {
      problem(doc, 'selects no Deployment');
    }
    if (
      doc.kind === 'HorizontalPodAutoscaler' &&
      !deployments.some((d) => d.metadata.name === doc.spec.scaleTargetRef.name)
    ) {
      problem(doc, 'scales a Deployment that does not exist');
    }
  }
  const api = deployments.find((d) => d.metadata.name === 'cvb-api');
  if (api?.spec.template.spec.containers[0]?.readinessProbe?.httpGet?.path !== '/api/health') {
    problems.push(`${overlay}: cvb-api must be ready on /api/health`);
  }
  for (const kind of ['HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Job']) {
    if (!docs.some((d) => d.kind === kind)) problems.push(`${overlay}: no ${kind}`);
  }
  const remotes = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('cvb-remotes'));
  const urls = Object.values(JSON.parse(remotes?.data?.['remotes.json'] ?? '{}'));
  if (urls.length !== 8 || urls.some((url) => !String(url).startsWith('https://'))) {
    problems.push(`${overlay}: remotes.json must name the 8 remotes over https`);
  }
  return problems;
}

function render(overlay) {
  const text = execFileSync('kubectl', ['kustomize', path.join(overlaysDir, overlay)], { encoding: 'utf8' });
  return parseAllDocuments(text).map((doc) => doc.toJSON());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [];
  for (const overlay of readdirSync(overlaysDir)) {
    const docs = render(overlay);
    problems.push(...checkManifests(docs, overlay));
    console.log(`${overlay}: ${docs.length} manifests`);
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('deploy manifests are valid');
}
