package it.allerguida.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
