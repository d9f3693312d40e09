{{/*
Names and labels.
*/}}
{{- define "mathquest.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "mathquest.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* Selector labels of one service's pods. Call with (dict "root" $ "name" "game"). */}}
{{- define "mathquest.selector" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/*
What each service uses, as the code has it (each service's config schema, services/<name>/.env.example):
the infrastructure it connects to and the services it calls. The NetworkPolicies and the
environment follow from this table.
*/}}
{{- define "mathquest.needs" -}}
gateway: { infra: [redis], calls: [auth, game, engagement, teacher, realtime] }
auth: { infra: [mongo, nats, redis], calls: [game, engagement, teacher, realtime] }
game: { infra: [mongo, nats, redis], calls: [] }
engagement: { infra: [mongo, nats, redis], calls: [game] }
teacher: { infra: [mongo, nats, redis], calls: [] }
realtime: { infra: [nats, redis], calls: [] }
{{- end -}}

{{- define "mathquest.serviceNames" -}}
[gateway, auth, game, engagement, teacher, realtime]
{{- end -}}

{{/* The in-cluster host name of a service (its headless Service: one address per pod). */}}
{{- define "mathquest.host" -}}
{{- printf "%s-%s" (include "mathquest.fullname" .root) .name -}}
{{- end -}}

{{- define "mathquest.image" -}}
{{- printf "%s/%s:%s" .root.Values.image.repository .name (.root.Values.image.tag | default .root.Chart.AppVersion) -}}
{{- end -}}

{{/*
Kubernetes quantities as numbers, to compare requests with limits and the heap with the memory
limit. A value that is not a quantity fails, naming the value.
mathquest.cpuMilli: "250m" -> 250, "1" -> 1000, "1.5" -> 1500.
mathquest.memMiB: "448Mi" -> 448, "1Gi" -> 1024, "500M" -> 476.8..., plain bytes too.
*/}}
{{- define "mathquest.cpuMilli" -}}
{{- $v := toString .value -}}
{{- if regexMatch "^[0-9]+m$" $v -}}
{{- trimSuffix "m" $v -}}
{{- else if regexMatch "^[0-9]+(\\.[0-9]+)?$" $v -}}
{{- mulf (float64 $v) 1000 -}}
{{- else -}}
{{- fail (printf "%s is %q: not a CPU quantity (like 250m or 1)" .path $v) -}}
{{- end -}}
{{- end -}}

{{- define "mathquest.memMiB" -}}
{{- $v := toString .value -}}
{{- $units := dict "Ki" 0.0009765625 "Mi" 1.0 "Gi" 1024.0 "Ti" 1048576.0 "K" 0.00095367431640625 "M" 0.95367431640625 "G" 953.67431640625 "" 0.00000095367431640625 -}}
{{- if not (regexMatch "^[0-9]+(\\.[0-9]+)?(Ki|Mi|Gi|Ti|K|M|G)?$" $v) -}}
{{- fail (printf "%s is %q: not a memory quantity (like 256Mi or 1Gi)" .path $v) -}}
{{- end -}}
{{- $unit := regexFind "(Ki|Mi|Gi|Ti|K|M|G)$" $v -}}
{{- mulf (float64 (trimSuffix $unit $v)) (get $units $unit) -}}
{{- end -}}

{{/*
Everything the chart cannot run with, refused at render time with the value's name.
*/}}
{{- define "mathquest.validate" -}}
{{- $v := .Values -}}
{{- $_ := required "jwt.existingSecret is required: the name of a Secret holding the ES256 key pair (keys jwt.publicKeyKey and jwt.privateKeyKey; docs/operators.md, Install)" $v.jwt.existingSecret -}}
{{- $_ := required "publicOrigin is required: the gateway's public origin, like https://maths.example.org" $v.publicOrigin -}}
{{- if not (regexMatch "^https?://[^/]+$" $v.publicOrigin) -}}
{{- fail (printf "publicOrigin is %q: an origin is http(s)://host[:port], with no path" $v.publicOrigin) -}}
{{- end -}}
{{- range $infra := list "mongo" "nats" "redis" -}}
{{- $i := index $v.infrastructure $infra -}}
{{- if and (not $i.url) (not $i.existingSecret) -}}
{{- fail (printf "infrastructure.%s.url or infrastructure.%s.existingSecret is required: the chart does not run %s, it points at the operator's own" $infra $infra $infra) -}}
{{- end -}}
{{- if and $i.url $i.existingSecret -}}
{{- fail (printf "infrastructure.%s: set url or existingSecret, not both" $infra) -}}
{{- end -}}
{{- end -}}
{{- $stop := $v.shutdown | default dict -}}
{{- $preStop := $stop.preStopSeconds | default 0 | int -}}
{{- $grace := $stop.graceSeconds | default 0 | int -}}
{{- $kill := $stop.terminationGracePeriodSeconds | default 0 | int -}}
{{- if or (lt $grace 1) (gt $grace 120) -}}
{{- fail (printf "shutdown.graceSeconds is %v: between 1 and 120 (SHUTDOWN_GRACE_MS)" $stop.graceSeconds) -}}
{{- end -}}
{{- if le $kill (add $preStop $grace) -}}
{{- fail (printf "shutdown.terminationGracePeriodSeconds (%v) must exceed shutdown.preStopSeconds + shutdown.graceSeconds (%v): Kubernetes would kill a pod still finishing its requests" $kill (add $preStop $grace)) -}}
{{- end -}}
{{- $needs := include "mathquest.needs" . | fromYaml -}}
{{- range $name := include "mathquest.serviceNames" . | fromYamlArray -}}
{{- $s := index $v.services $name -}}
{{- if not $s -}}
{{- fail (printf "services.%s is missing" $name) -}}
{{- end -}}
{{- $p := printf "services.%s" $name -}}
{{- $res := $s.resources | default dict -}}
{{- $req := $res.requests | default dict -}}
{{- $lim := $res.limits | default dict -}}
{{- $_ := required (printf "%s.resources.limits.memory is required: every process has a memory cap (docs/benchmarks.md, Memory)" $p) $lim.memory -}}
{{- $_ := required (printf "%s.resources.requests.memory is required" $p) $req.memory -}}
{{- $limMem := include "mathquest.memMiB" (dict "value" $lim.memory "path" (printf "%s.resources.limits.memory" $p)) | float64 -}}
{{- $reqMem := include "mathquest.memMiB" (dict "value" $req.memory "path" (printf "%s.resources.requests.memory" $p)) | float64 -}}
{{- if gt $reqMem $limMem -}}
{{- fail (printf "%s.resources.requests.memory (%v) is above %s.resources.limits.memory (%v): no pod could be given it" $p $req.memory $p $lim.memory) -}}
{{- end -}}
{{- $heap := $s.heapMB | default 0 | float64 -}}
{{- if le $heap 0.0 -}}
{{- fail (printf "%s.heapMB is required: node's --max-old-space-size in MiB" $p) -}}
{{- end -}}
{{- if gt (addf $heap 64) $limMem -}}
{{- fail (printf "%s.heapMB (%v MiB) does not fit in %s.resources.limits.memory (%v): the heap plus 64 MiB for the rest of the process must be within the limit" $p $s.heapMB $p $lim.memory) -}}
{{- end -}}
{{- if and $req.cpu $lim.cpu -}}
{{- $reqCpu := include "mathquest.cpuMilli" (dict "value" $req.cpu "path" (printf "%s.resources.requests.cpu" $p)) | float64 -}}
{{- $limCpu := include "mathquest.cpuMilli" (dict "value" $lim.cpu "path" (printf "%s.resources.limits.cpu" $p)) | float64 -}}
{{- if gt $reqCpu $limCpu -}}
{{- fail (printf "%s.resources.requests.cpu (%v) is above %s.resources.limits.cpu (%v): no pod could be given it" $p $req.cpu $p $lim.cpu) -}}
{{- end -}}
{{- else if $req.cpu -}}
{{- $_ := include "mathquest.cpuMilli" (dict "value" $req.cpu "path" (printf "%s.resources.requests.cpu" $p)) -}}
{{- end -}}
{{- $as := $s.autoscaling | default dict -}}
{{- if $as.enabled -}}
{{- if not $req.cpu -}}
{{- fail (printf "%s.resources.requests.cpu is required when %s.autoscaling.enabled: the HorizontalPodAutoscaler's CPU target is a share of the request" $p $p) -}}
{{- end -}}
{{- $min := $as.minReplicas | default 1 | int -}}
{{- $max := required (printf "%s.autoscaling.maxReplicas is required when %s.autoscaling.enabled" $p $p) $as.maxReplicas | int -}}
{{- if lt $max $min -}}
{{- fail (printf "%s.autoscaling.maxReplicas (%d) is below %s.autoscaling.minReplicas (%d)" $p $max $p $min) -}}
{{- end -}}
{{- $_ := required (printf "%s.autoscaling.targetCPUUtilizationPercentage is required when %s.autoscaling.enabled" $p $p) $as.targetCPUUtilizationPercentage -}}
{{- end -}}
{{- if $v.networkPolicy.enabled -}}
{{- range $infra := (index $needs $name).infra -}}
{{- if not (index $v.networkPolicy.infrastructure $infra).to -}}
{{- fail (printf "networkPolicy.infrastructure.%s.to is required when networkPolicy.enabled: the peers (pods, namespaces or an ipBlock) where %s runs, which %s must reach" $infra $infra $name) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- end -}}
