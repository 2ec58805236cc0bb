@_exported import Bindery
