#!/usr/bin/env bash
# The native shells' check, run by `npm test` in place of the plain build:
# the Capacitor config and both generated projects exist, and
# `npm run mobile:sync` (web build + cap sync) succeeds and leaves the same
# build in both projects. This machine cannot build the apps themselves (no
# Android SDK, no Xcode); see README, Native apps.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "check-mobile: $*" >&2; exit 1; }

for file in capacitor.config.ts android/app/src/main/AndroidManifest.xml android/app/build.gradle \
  ios/App/App.xcodeproj/project.pbxproj ios/App/App/Info.plist ios/App/App/App.entitlements; do
  [ -f "$file" ] || fail "missing $file"
done

npm run --silent mobile:sync

for dir in android/app/src/main/assets ios/App/App; do
  [ -f "$dir/public/index.html" ] || fail "cap sync did not copy the web build into $dir/public"
  cmp -s dist/web/index.html "$dir/public/index.html" || fail "$dir/public/index.html differs from dist/web/index.html"
  grep -q '"appId": "it.allerguida.app"' "$dir/capacitor.config.json" || fail "$dir/capacitor.config.json lacks the app id"
done
for plugin in @capacitor/app @capacitor/geolocation @capacitor/preferences; do
  grep -q "$plugin" android/capacitor.settings.gradle || fail "Android project lacks $plugin"
done
grep -q 'android:host="@string/app_link_host"' android/app/src/main/AndroidManifest.xml || fail "Android app links missing"
grep -q 'applinks:' ios/App/App/App.entitlements || fail "iOS universal links missing"
echo "check-mobile: Capacitor config and Android/iOS projects present; mobile:sync succeeded"
