# Two entry points (see README): `make demo` and `make test`.
SWIFT ?= swift
OUT ?= out

.PHONY: demo test build deps clean

deps:
	bash scripts/install-deps

build: deps
	$(SWIFT) build -c release

# Renders the fixed checkout sample to audio, captions and a transcript in out/.
demo: build
	mkdir -p $(OUT)
	.build/release/earshot transcript samples/checkout.json > $(OUT)/checkout.txt
	cat $(OUT)/checkout.txt
	.build/release/earshot render samples/checkout.json -o $(OUT)/checkout.wav --captions vtt --timeline $(OUT)/checkout.timeline.json

test:
	bash scripts/test

clean:
	rm -rf .build $(OUT)
