#!/usr/bin/env bash
# Verifies Sources/LintKit/Index/Catalog/SendabilityCatalog.swift against the compiler.
#
# For each candidate SDK class it type-checks, in Swift 6 language mode,
#
#     import Foundation            (plus FoundationNetworking / FoundationXML when needed)
#     struct S { static let x: CLASS = INITIALIZER }
#
# and records whether swiftc reports "is not concurrency-safe because non-'Sendable' type".
# It prints a Markdown table of the results (with a column saying whether the class is in
# the catalog), then checks that every class in `nonSendableClasses` is a candidate the
# compiler flags. The catalog is deliberately small, so flagged candidates may be left
# out; they are listed. Exit status: 1 if the catalog holds a class the compiler does not
# flag (or one that is not a candidate here), 2 if a candidate failed to compile for
# another reason. Classes unavailable on this platform are reported as such.
#
# Usage: Scripts/verify-sendability-catalog.sh [path/to/swiftc]
# Runs one swiftc at a time (about 1-2 s per candidate).
set -u

SWIFTC="${1:-${SWIFTC:-swiftc}}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CATALOG="${SENDABILITY_CATALOG:-$ROOT/Sources/LintKit/Index/Catalog/SendabilityCatalog.swift}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/sendability.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# Candidate | type annotation | initializer | extra import
# (structs such as Calendar, Locale and TimeZone are included as controls.)
CANDIDATES='
ISO8601DateFormatter|ISO8601DateFormatter|ISO8601DateFormatter()|
DateFormatter|DateFormatter|DateFormatter()|
NumberFormatter|NumberFormatter|NumberFormatter()|
ByteCountFormatter|ByteCountFormatter|ByteCountFormatter()|
DateComponentsFormatter|DateComponentsFormatter|DateComponentsFormatter()|
DateIntervalFormatter|DateIntervalFormatter|DateIntervalFormatter()|
MeasurementFormatter|MeasurementFormatter|MeasurementFormatter()|
LengthFormatter|LengthFormatter|LengthFormatter()|
MassFormatter|MassFormatter|MassFormatter()|
EnergyFormatter|EnergyFormatter|EnergyFormatter()|
JSONEncoder|JSONEncoder|JSONEncoder()|
JSONDecoder|JSONDecoder|JSONDecoder()|
PropertyListEncoder|PropertyListEncoder|PropertyListEncoder()|
PropertyListDecoder|PropertyListDecoder|PropertyListDecoder()|
NSLock|NSLock|NSLock()|
NSRecursiveLock|NSRecursiveLock|NSRecursiveLock()|
NSCondition|NSCondition|NSCondition()|
NSConditionLock|NSConditionLock|NSConditionLock(condition: 0)|
DispatchQueue|DispatchQueue|DispatchQueue(label: "q")|
DispatchSemaphore|DispatchSemaphore|DispatchSemaphore(value: 1)|
DispatchGroup|DispatchGroup|DispatchGroup()|
DispatchWorkItem|DispatchWorkItem|DispatchWorkItem {}|
URLSession|URLSession|URLSession(configuration: .default)|FoundationNetworking
URLSessionConfiguration|URLSessionConfiguration|URLSessionConfiguration.default|FoundationNetworking
URLCache|URLCache|URLCache.shared|FoundationNetworking
HTTPCookieStorage|HTTPCookieStorage|HTTPCookieStorage.shared|FoundationNetworking
FileManager|FileManager|FileManager()|
NSRegularExpression|NSRegularExpression|try! NSRegularExpression(pattern: "a")|
NSPredicate|NSPredicate|NSPredicate(value: true)|
NSSortDescriptor|NSSortDescriptor|NSSortDescriptor(key: "a", ascending: true)|
NotificationCenter|NotificationCenter|NotificationCenter()|
UserDefaults|UserDefaults|UserDefaults.standard|
ProcessInfo|ProcessInfo|ProcessInfo.processInfo|
Bundle|Bundle|Bundle.main|
Thread|Thread|Thread()|
OperationQueue|OperationQueue|OperationQueue()|
BlockOperation|BlockOperation|BlockOperation()|
Timer|Timer|Timer(timeInterval: 1, repeats: false) { _ in }|
RunLoop|RunLoop|RunLoop.main|
Process|Process|Process()|
Pipe|Pipe|Pipe()|
FileHandle|FileHandle|FileHandle.standardOutput|
InputStream|InputStream|InputStream(data: Data())|
OutputStream|OutputStream|OutputStream.toMemory()|
Scanner|Scanner|Scanner(string: "a")|
XMLParser|XMLParser|XMLParser(data: Data())|FoundationXML
XMLDocument|XMLDocument|XMLDocument()|FoundationXML
JSONSerialization|JSONSerialization|JSONSerialization()|
NSKeyedArchiver|NSKeyedArchiver|NSKeyedArchiver(requiringSecureCoding: true)|
NSKeyedUnarchiver|NSKeyedUnarchiver|try! NSKeyedUnarchiver(forReadingFrom: Data())|
NSCoder|NSCoder|NSCoder()|
NSEnumerator|NSEnumerator|NSArray().objectEnumerator()|
Stream|Stream|Stream()|
Port|Port|Port()|
SocketPort|SocketPort|SocketPort(tcpPort: 0)!|
PortMessage|PortMessage|PortMessage(sendPort: nil, receivePort: nil, components: nil)|
Host|Host|Host.current()|
NotificationQueue|NotificationQueue|NotificationQueue(notificationCenter: NotificationCenter())|
Formatter|Formatter|Formatter()|
PropertyListSerialization|PropertyListSerialization|PropertyListSerialization()|
URLProtocol|URLProtocol|URLProtocol()|FoundationNetworking
NSMutableURLRequest|NSMutableURLRequest|NSMutableURLRequest(url: URL(fileURLWithPath: "/"))|FoundationNetworking
NSDateComponents|NSDateComponents|NSDateComponents()|
NSURLComponents|NSURLComponents|NSURLComponents()|
XMLNode|XMLNode|XMLNode(kind: .element)|FoundationXML
XMLElement|XMLElement|XMLElement(name: "a")|FoundationXML
XMLDTD|XMLDTD|XMLDTD()|FoundationXML
XMLDTDNode|XMLDTDNode|XMLDTDNode()|FoundationXML
NSCache|NSCache<NSString, NSString>|NSCache<NSString, NSString>()|
NSCountedSet|NSCountedSet|NSCountedSet()|
NSMutableArray|NSMutableArray|NSMutableArray()|
NSMutableDictionary|NSMutableDictionary|NSMutableDictionary()|
NSMutableSet|NSMutableSet|NSMutableSet()|
NSMutableString|NSMutableString|NSMutableString()|
NSMutableData|NSMutableData|NSMutableData()|
NSMutableAttributedString|NSMutableAttributedString|NSMutableAttributedString(string: "a")|
NSMutableIndexSet|NSMutableIndexSet|NSMutableIndexSet()|
NSMutableCharacterSet|NSMutableCharacterSet|NSMutableCharacterSet()|
NSMutableOrderedSet|NSMutableOrderedSet|NSMutableOrderedSet()|
NSArray|NSArray|NSArray()|
NSDictionary|NSDictionary|NSDictionary()|
NSString|NSString|NSString(string: "a")|
NSAttributedString|NSAttributedString|NSAttributedString(string: "a")|
NSData|NSData|NSData()|
NSNumber|NSNumber|NSNumber(value: 1)|
NSURL|NSURL|NSURL(fileURLWithPath: "/")|
NSDate|NSDate|NSDate()|
NSUUID|NSUUID|NSUUID()|
NSError|NSError|NSError(domain: "d", code: 1)|
NSCalendar|NSCalendar|NSCalendar(identifier: .gregorian)!|
NSLocale|NSLocale|NSLocale(localeIdentifier: "en_US")|
NSTimeZone|NSTimeZone|NSTimeZone(name: "UTC")!|
NSObject|NSObject|NSObject()|
NSNull|NSNull|NSNull()|
Progress|Progress|Progress(totalUnitCount: 1)|
Calendar|Calendar|Calendar(identifier: .gregorian)|
Locale|Locale|Locale(identifier: "en_US")|
TimeZone|TimeZone|TimeZone(identifier: "UTC")!|
'

# The list in the catalog: string literals between `nonSendableClasses` and the closing `]`.
catalog_list() {
    awk '/static let nonSendableClasses/ {on=1} on {print} on && /^ *\]/ {exit}' "$CATALOG" \
        | sed 's://.*$::' | grep -o '"[A-Za-z0-9_]*"' | tr -d '"' | sort -u
}

actual="$(catalog_list)"
in_catalog() { grep -qx "$1" <<<"$actual"; }

"$SWIFTC" --version 2>&1 | head -1
echo
echo "| Class | swiftc 6 mode, \`static let\` | In catalog |"
echo "|---|---|---|"

flagged=()
candidates=()
errors=0
while IFS='|' read -r name type init extra; do
    [ -z "$name" ] && continue
    candidates+=("$name")
    file="$WORK/$name.swift"
    {
        echo "import Foundation"
        [ -n "$extra" ] && echo "import $extra"
        echo "struct S { static let x: $type = $init }"
    } > "$file"
    out="$("$SWIFTC" -typecheck -swift-version 6 -parse-as-library "$file" 2>&1)"
    if grep -q "is not concurrency-safe because non-'Sendable' type" <<<"$out"; then
        result="flagged: non-Sendable"
        flagged+=("$name")
    elif grep -q "error: .* is unavailable" <<<"$out"; then
        result="unavailable on this platform"
    elif grep -q "error:" <<<"$out"; then
        result="ERROR: $(grep -m1 'error:' <<<"$out" | sed 's/^.*error: //')"
        errors=$((errors + 1))
    else
        result="not flagged (Sendable)"
    fi
    if in_catalog "$name"; then listed="yes"; else listed=""; fi
    echo "| \`$name\` | $result | $listed |"
done <<<"$CANDIDATES"

echo
status=0
for name in $actual; do
    if ! printf '%s\n' "${candidates[@]}" | grep -qx "$name"; then
        echo "ERROR: catalog entry $name is not a candidate in this script; add it to CANDIDATES."
        status=1
    elif ! printf '%s\n' "${flagged[@]}" | grep -qx "$name"; then
        echo "ERROR: catalog entry $name is not flagged by swiftc; remove it from the catalog."
        status=1
    fi
done
left_out=()
for name in "${flagged[@]}"; do
    in_catalog "$name" || left_out+=("$name")
done
echo "Flagged by swiftc but deliberately left out of the small catalog: ${left_out[*]:-none}"
if [ "$status" -eq 0 ]; then
    echo "OK: all $(wc -w <<<"$actual") entries of SendabilityCatalog.nonSendableClasses are flagged by swiftc."
fi
[ "$errors" -gt 0 ] && { echo "$errors candidate(s) did not compile; fix their initializer."; status=2; }
exit $status
