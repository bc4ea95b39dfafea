#!/usr/bin/env bash
# Scores existential_any and static_var_concurrency against swiftc on packages held out from
# development: none is in the dev or perf corpus, and no rule was tuned on them before it was
# measured. swiftc's truth is built with ../shared/oracle/build_truth.sh (copied to a writable
# folder, as its README says), then the linter is run on a fresh extraction and scored with
# the oracle's score.py.
#
# Usage: Scripts/heldout-truth.sh 1|2|3|4|5|6|7 [WORKDIR] (default WORKDIR: /tmp/swiftlint-lite-heldout)
#   batch 1: 13 packages, about 15 minutes on 2 cores; batch 2: 23 packages, about 25 minutes;
#   batches 3 and 4 (session 21): 23 and 12 packages, about 20 minutes each; batch 5
#   (session 30): 10 packages, none of them scored before; batch 6 (session 31): 12 more;
#   batch 7 (session 32): 14 more (gRPC, OpenAPI, Fluent drivers, swift-otel: about 2 hours).
#   Packages that do not build with `-swift-version 5` get no truth and are not scored.
# Environment: SKIP_BUILD=1 scores against truth built before (no swiftc builds).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared="$root/../shared"
batch=${1:?usage: Scripts/heldout-truth.sh 1|2|3|4|5|6|7 [WORKDIR]}
work=${2:-/tmp/swiftlint-lite-heldout}
case "$batch" in
  1) packages="JohnSundell/Plot@0.14.0 JohnSundell/Ink@0.6.0 JohnSundell/Files@4.3.0 stencilproject/Stencil@0.15.1
       drmohundro/SWXMLHash@8.1.1 davecom/SwiftGraph@4.0.0 GraphQLSwift/GraphQL@4.3.0 swhitty/FlyingFox@0.27.1
       modelcontextprotocol/swift-sdk@0.12.1 apple/swift-async-algorithms@1.1.4 apple/swift-openapi-runtime@1.13.4
       vapor/console-kit@4.16.2 vapor/routing-kit@4.9.3" ;;
  2) packages="CoreOffice/XMLCoder@0.18.2 weichsel/ZIPFoundation@0.9.20 attaswift/BigInt@6.0.1 jpsim/Yams@6.2.2
       kylef/PathKit@1.0.1 onevcat/Rainbow@4.2.2 pointfreeco/swift-tagged@0.10.0
       pointfreeco/swift-identified-collections@1.1.1 pointfreeco/swift-clocks@1.1.1
       pointfreeco/swift-concurrency-extras@1.4.3 pointfreeco/swift-custom-dump@1.7.3 Quick/Nimble@14.0.0
       apple/swift-metrics@2.13.0 apple/swift-distributed-tracing@1.7.3 swift-server/swift-service-lifecycle@2.13.0
       hummingbird-project/swift-mustache@2.1.1 vapor/leaf-kit@1.14.3 vapor/multipart-kit@4.7.1 vapor/async-kit@1.22.0
       swiftcsv/SwiftCSV@0.10.0 yaslab/CSV.swift@2.5.2 apple/swift-system@1.8.1 mattt/EventSource@1.1.1" ;;
  3) packages="pointfreeco/swift-case-paths@1.10.0 pointfreeco/swift-parsing@0.15.2
       pointfreeco/combine-schedulers@1.2.2 Quick/Quick@7.6.2 kylef/Spectre@0.10.1 LebJe/TOMLKit@0.6.0
       mxcl/Version@2.2.1 ordo-one/TextTable@0.0.2 HdrHistogram/hdrhistogram-swift@0.2.0
       swift-extras/swift-extras-base64@1.2.0 swift-otel/swift-w3c-trace-context@1.0.0 vapor/sql-kit@3.36.0
       swift-server/swift-prometheus@2.4.1 apple/swift-service-context@1.5.1
       apple/swift-http-structured-headers@1.7.0 apple/swift-algorithms@1.2.1 apple/swift-numerics@1.1.1
       x-sheep/swift-property-based@2.0.1 GraphQLSwift/Graphiti@3.1.0 swiftlang/swift-docc-symbolkit@1.0.0
       apple/swift-http-types@1.8.0 apple/swift-asn1@1.7.4 pointfreeco/swift-snapshot-testing@1.19.7" ;;
  4) packages="mattpolzin/OpenAPIKit@6.4.0 swift-otel/swift-otel-semantic-conventions@1.44.0
       mattgallagher/CwlCatchException@2.2.1 mattgallagher/CwlPreconditionTesting@2.2.2
       pointfreeco/xctest-dynamic-overlay@1.13.1 swiftlang/swift-docc-plugin@1.5.0 swiftlang/swift-subprocess@1.0.2
       google/swift-benchmark@0.1.2 apple/swift-atomics@1.3.0 apple/swift-configuration@1.4.0
       apple/swift-openapi-urlsession@1.4.0 swiftwasm/WasmKit@0.4.2" ;;
  5) packages="apple/swift-protobuf@1.39.0 apple/swift-crypto@3.12.3 apple/swift-certificates@1.21.1
       apple/swift-nio-extras@1.35.2 apple/swift-nio-http2@1.46.0 apple/swift-nio-ssh@0.15.1 vapor/jwt-kit@5.8.0
       vapor/websocket-kit@2.16.2 adam-fowler/compress-nio@1.5.0 groue/GRDB.swift@7.10.0" ;;
  6) packages="apple/swift-nio-ssl@2.37.6 apple/swift-nio-transport-services@1.28.0
       swift-server/async-http-client@1.37.0 vapor/postgres-nio@1.33.2 vapor/sqlite-nio@1.13.2
       hummingbird-project/hummingbird-auth@2.5.0 hummingbird-project/hummingbird-websocket@2.8.1
       hummingbird-project/swift-websocket@1.6.2 vapor/jwt@5.2.0 vapor/leaf@4.5.2 vapor/fluent-kit@1.57.0
       pointfreeco/swift-dependencies@1.17.1" ;;
  7) packages="grpc/grpc-swift-2@2.4.3 grpc/grpc-swift-nio-transport@2.9.2 grpc/grpc-swift-protobuf@2.4.1
       hummingbird-project/swift-openapi-hummingbird@2.1.0 swift-otel/swift-otel@1.6.0
       apple/swift-openapi-generator@1.14.3 vapor/fluent@4.13.0 vapor/fluent-postgres-driver@2.14.0
       vapor/fluent-sqlite-driver@4.9.0 vapor/postgres-kit@2.17.0 vapor/sqlite-kit@4.5.2
       vapor/swift-openapi-vapor@1.2.0 pointfreeco/swift-macro-testing@0.7.0
       swift-server/swift-openapi-async-http-client@1.5.0" ;;
  *) echo "batch must be 1, 2, 3, 4, 5, 6 or 7" >&2; exit 2 ;;
esac
set_name="heldout$batch"
mkdir -p "$work"
# The oracle's scripts, in a writable copy (its truth folder is where build_truth.sh writes).
[ -d "$work/oracle" ] || cp -r "$shared/oracle" "$work/oracle"
# The corpus script build_truth.sh calls: `SCRIPT DIR SET` extracts the packages into DIR.
corpus_script="$work/corpus-$set_name.sh"
cat > "$corpus_script" <<EOF
#!/usr/bin/env bash
set -euo pipefail
dest=\${1:?}
mkdir -p "\$dest"
for p in $(echo $packages); do
  repo=\${p%@*}; tag=\${p#*@}; name=\${repo#*/}
  [ -d "\$dest/\$name" ] && continue
  mkdir -p "\$dest/\$name"
  # git on these machines rewrites github.com URLs to the local package mirror
  git archive --remote="https://github.com/\$repo.git" "\$tag" | tar -x -C "\$dest/\$name"
  # A committed Package.resolved pins GitHub's commit ids, which the mirror's copies do not
  # have: without it, SwiftPM resolves the dependencies' versions from the mirror.
  rm -f "\$dest/\$name/Package.resolved"
done
EOF
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  ORACLE_WORK="$work/build" CORPUS_SH="$corpus_script" ORACLE_TIMEOUT=${ORACLE_TIMEOUT:-900} \
    bash "$work/oracle/build_truth.sh" "$set_name"
fi
corpus="$work/corpus-$set_name"
bash "$corpus_script" "$corpus"
# README's release build: the runtime linked in (Linux), the modules optimized together at link time.
static_flag=(--experimental-lto-mode=full); [ "$(uname -s)" = Linux ] && static_flag+=(--static-swift-stdlib)
(cd "$root" && swift build -c release "${static_flag[@]}" >/dev/null)
bin_dir=$(cd "$root" && swift build -c release "${static_flag[@]}" --show-bin-path)
(cd "$corpus" && "$bin_dir/swiftlint-lite" --quiet --reporter sarif --output "$work/$set_name.sarif" . || true)
python3 "$work/oracle/score.py" --truth "$work/oracle/truth/$set_name" --corpus "$corpus" --sarif "$work/$set_name.sarif" --list both
